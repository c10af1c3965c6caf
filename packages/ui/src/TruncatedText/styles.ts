import { styled } from '../styled';

/** One line, cut with an ellipsis; min-width 0 lets it shrink inside flex and grid cells. */
export const Text = styled.span`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

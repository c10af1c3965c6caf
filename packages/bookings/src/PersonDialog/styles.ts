import { styled } from '@greenroom/ui';

/** The body of a dialog frame whose code is still loading: a centred spinner with some room. */
export const LoadingBody = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 160px;
`;

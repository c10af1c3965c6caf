import { styled } from '../styled';

export const Message = styled.p`
  margin: 0;
  white-space: pre-line;
`;

import { media, styled } from '@greenroom/ui';

export const WelcomeRoot = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--gr-space-3);
  min-height: 240px;
  padding: var(--gr-space-5);
  text-align: center;
  color: var(--gr-color-text);
  font-family: var(--gr-font);

  ${media.md} {
    min-height: 360px;
  }
`;

export const WelcomeTitle = styled.h1`
  margin: 0;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
`;

export const WelcomeHint = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-md);
  max-width: 48ch;
`;

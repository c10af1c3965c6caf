import { media, styled } from '@greenroom/ui';

export const SpaceWindowRoot = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  min-height: 100%;
  background: var(--gr-color-bg);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const TabsArea = styled.main`
  flex: 1;
  min-width: 0;
  padding: var(--gr-space-2);

  ${media.md} {
    padding: var(--gr-space-4);
  }

  ${media.lg} {
    padding: var(--gr-space-4) var(--gr-space-6);
  }
`;

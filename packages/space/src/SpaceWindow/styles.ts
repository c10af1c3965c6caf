import { styled } from 'styled-components';
import { media, Tabs } from '@greenroom/ui';

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

/**
 * The space's tabs in one row that scrolls sideways on a phone instead of wrapping onto more rows
 * (only this window's own tab list: tabs inside a panel keep theirs).
 */
export const SpaceTabs = styled(Tabs)`
  & > [role='tablist'] {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
  }

  & > [role='tablist'] > [role='tab'] {
    white-space: nowrap;
  }
`;

// @greenroom/space public surface.
export { SpaceWindow, type SpaceWindowProps, type SpaceTabId, type SpaceTabContent, type SpaceTabs } from './SpaceWindow/SpaceWindow';
export { SpaceHeader, type SpaceHeaderProps } from './SpaceHeader/SpaceHeader';
export { WelcomePanel, type WelcomePanelProps } from './WelcomePanel/WelcomePanel';
export { useSpaceQuery, type SpaceWindowApi } from './data/queries';
export { spaceTexts, spaceTextTable, type SpaceTexts } from './texts';

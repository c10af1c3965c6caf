export { PeoplePanel, type PeoplePanelProps, type PeoplePanelTexts, type PeopleDialogControls } from './PeoplePanel';

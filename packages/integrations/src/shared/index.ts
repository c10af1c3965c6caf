export { CheckGroup, type CheckGroupItem, type CheckGroupProps } from './CheckGroup';
export { LoadError, type LoadErrorProps } from './LoadError';
export { SecretDialog, type SecretDialogProps } from './SecretDialog';
export { ErrorRow, ErrorText, PanelHeader, PanelIntro, PanelRoot, PanelTitle } from './styles';

export { SuccessPanel, type SuccessPanelProps } from './SuccessPanel';
export { ScreenError } from './ScreenError';
export { useRestart } from './useRestart';
export { Actions, ErrorText, FieldRow, FormColumn, Hint, Section, SuccessBox } from './styles';
export { dayText, localDate } from './dayText';
export { saveFile } from './saveFile';

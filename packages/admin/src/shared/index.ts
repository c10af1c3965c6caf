export { SuccessPanel, type SuccessPanelProps } from './SuccessPanel';
export { ScreenError } from './ScreenError';
export { useRestart } from './useRestart';
export { Actions, DetailPanel, DisclosureButton, ErrorText, FieldRow, FormColumn, Hint, Section, SuccessBox } from './styles';
export { dayText, localDate } from './dayText';
export { saveFile } from './saveFile';
export { DateTimeCell, type DateTimeCellProps } from './DateTimeCell';
export { DATE_TIME_COLUMN_WIDTH, DATE_TIME_ROW_HEIGHT } from './columns';
export { TwoLineText, type TwoLineTextProps } from './TwoLineText';

export { defineTexts, loadTexts, useTexts, useLocale, type TextTable, type Translation } from './defineTexts';
export { mergeTexts, type DeepPartial } from './mergeTexts';
export { matchLocale, DEFAULT_LOCALE } from './locale';
export { TextsProvider, type TextsProviderProps, type TextOverrides } from './TextsProvider';
export type { GreenroomTexts } from './TextsContext';
export { formatTexts } from './formats';
export { textLeaves, type TextShape } from './textLeaves';
export { coreEnglish, coreTextTable, type CoreTexts } from './coreTexts';
export { translateMessage, useMessageText } from './messageText';

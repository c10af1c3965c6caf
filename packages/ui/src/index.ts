// @greenroom/ui public surface. Each line re-exports one component folder.
// --- styling: the kit's CSS engine, for panels that match the kit ---
export * from './styled';
// --- theme and basic primitives (kit A) ---
export * from './theme';
export * from './Spinner';
export * from './Button';
export * from './IconButton';
export * from './TextField';
export * from './Select';
export * from './Switch';
export * from './Checkbox';
export * from './CheckboxList';
export * from './RadioGroup';
export * from './Tabs';
export * from './Table';
export * from './Snackbar';
export * from './CopyButton';
export * from './LoadingScreen';
export * from './EmptyState';
export * from './TruncatedText';
export * from './lazyComponent';
// --- overlays, pickers and inputs (kit B) ---
export * from './Dialog';
export * from './ConfirmDialog';
export * from './FormDialog';
export * from './HoverMenu';
export * from './DatePicker';
export * from './StaticCalendar';
export * from './TimePicker';
export * from './TimezoneSelect';
export * from './ColorPicker';
export * from './TransferList';
export * from './DropZone';
export * from './ProgressBar';
export * from './VisuallyHidden';
export { focusIfLost } from './focus/focusIfLost';
export * from './ThemeSwitch';
// --- the kit's own words (English, German, a host's overrides under `texts.ui`) ---
export { uiTextTable, uiTexts, type UiTexts } from './texts';
// --- embedding on a partner's page ---
export * from './mount';
export * from './provider';

// A second copy of @greenroom/ui on a page (two installed versions) warns once in development.
import { registerSingleton } from '@greenroom/core';
import { GreenroomThemeProvider } from './theme';
// Written out here so a production bundle drops the call (see @greenroom/core's index).
if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
  registerSingleton({ name: '@greenroom/ui', copy: GreenroomThemeProvider });
}

export { WebThemeControls, type WebThemeControlsProps } from './WebThemeControls';

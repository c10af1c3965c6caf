export { ThemeSwitch, themeSwitchTexts } from './ThemeSwitch';
export type { ThemeSwitchProps } from './ThemeSwitch';

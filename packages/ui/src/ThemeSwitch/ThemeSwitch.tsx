import { useTexts } from '@greenroom/core';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ThemePreference } from '../theme/useThemePreference';
import { uiTextTable, uiTexts } from '../texts';
import { ThemeOption, ThemeRadio, ThemeSwitchRoot } from './styles';

/**
 * The switch's English texts (ours), kept for existing imports; the switch itself reads the texts
 * of the locale in effect (`useTexts(uiTextTable).themeSwitch`).
 * @example themeSwitchTexts.dark // 'Dark theme'
 */
export const themeSwitchTexts = uiTexts.themeSwitch;

const OPTIONS: { value: ThemePreference; icon: ReactNode }[] = [
  { value: 'system', icon: <Monitor aria-hidden /> },
  { value: 'light', icon: <Sun aria-hidden /> },
  { value: 'dark', icon: <Moon aria-hidden /> },
];

export interface ThemeSwitchProps {
  /** The chosen preference (from useThemePreference). */
  value: ThemePreference;
  onChange: (next: ThemePreference) => void;
  /** Accessible name of the group. Default 'Theme'. */
  label?: string;
  className?: string;
}

/**
 * Light, dark or system theme as a compact group of three icon radios: Tab reaches the chosen
 * one, the arrow keys move and choose (native radio behaviour), each option is named and titled.
 *
 * @example
 * const theme = useThemePreference();
 * <ThemeSwitch value={theme.preference} onChange={theme.setPreference} />
 */
export function ThemeSwitch({ value, onChange, label, className }: ThemeSwitchProps) {
  const texts = useTexts(uiTextTable).themeSwitch;
  const name = `${useId()}-theme`;
  return (
    <ThemeSwitchRoot data-ui="ThemeSwitch" role="radiogroup" aria-label={label ?? texts.label} className={className}>
      {OPTIONS.map((option) => (
        <ThemeOption key={option.value} title={texts[option.value]}>
          <ThemeRadio
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-label={texts[option.value]}
            onChange={() => onChange(option.value)}
          />
          {option.icon}
        </ThemeOption>
      ))}
    </ThemeSwitchRoot>
  );
}

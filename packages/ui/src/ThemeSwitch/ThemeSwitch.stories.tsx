import type { Story } from '@ladle/react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { useThemePreference } from '../theme/useThemePreference';
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch';

export default { title: 'UI / Kit / Theme Switch' };

/** Wired to useThemePreference: the choice is remembered and the frame follows it. */
export const Basic: Story<Partial<ThemeSwitchProps>> = (props) => {
  const theme = useThemePreference();
  return (
    <GreenroomThemeProvider mode={theme.mode} style={{ padding: 16 }}>
      <ThemeSwitch value={theme.preference} onChange={theme.setPreference} {...props} />
      <p>Showing the {theme.mode} theme ({theme.preference}).</p>
    </GreenroomThemeProvider>
  );
};

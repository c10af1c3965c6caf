import { useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { AppearanceTheme, Density } from '@greenroom/ui';
import { BRANDS, DENSITIES, LOCALES, THEMES, type BrandName, type StoryLocale, type StoryLook } from './appearance';

export interface AppearanceToolbarProps {
  look: StoryLook;
  onChange: (look: StoryLook) => void;
}

const item: CSSProperties = { display: 'flex', alignItems: 'center', gap: 6, padding: '0 8px', height: 'auto', minHeight: '2.5em', fontSize: 14 };
const select: CSSProperties = { font: 'inherit', color: 'inherit', background: 'transparent', border: '1px solid currentColor', borderRadius: 4, padding: '2px 4px' };

const themeLabels: Record<AppearanceTheme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const densityLabels: Record<Density, string> = { comfortable: 'Comfortable', compact: 'Compact' };

/** An item of its own at the end of Ladle's addon bar (null until Ladle's bar is on the page, or in preview mode). */
function useAddonBarItem(): HTMLLIElement | null {
  const [slot, setSlot] = useState<HTMLLIElement | null>(null);
  useEffect(() => {
    const bar = document.querySelector('.ladle-addons ul');
    if (!bar) return;
    const li = document.createElement('li');
    li.dataset.greenroomAppearance = '';
    // Ladle sizes its items for one icon button.
    li.style.width = 'max-content';
    bar.append(li);
    setSlot(li);
    return () => li.remove();
  }, []);
  return slot;
}

/**
 * The appearance controls in Ladle's addon bar: theme (light, dark, following the system), a
 * partner's brand colour, the density and the language, applied to every story.
 *
 * @example
 * <AppearanceToolbar look={look} onChange={setLook} />
 */
export function AppearanceToolbar({ look, onChange }: AppearanceToolbarProps) {
  const slot = useAddonBarItem();
  if (!slot) return null;
  return createPortal(
    <div role="group" aria-label="Appearance" style={item}>
      <select aria-label="Theme" title="Theme of every story" style={select} value={look.theme} onChange={(event) => onChange({ ...look, theme: event.target.value as AppearanceTheme })}>
        {THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {themeLabels[theme]}
          </option>
        ))}
      </select>
      <select aria-label="Brand colour" title="Brand colour of every story" style={select} value={look.brand} onChange={(event) => onChange({ ...look, brand: event.target.value as BrandName })}>
        {(Object.keys(BRANDS) as BrandName[]).map((brand) => (
          <option key={brand} value={brand}>
            {BRANDS[brand].label}
          </option>
        ))}
      </select>
      <select aria-label="Density" title="Density of every story" style={select} value={look.density} onChange={(event) => onChange({ ...look, density: event.target.value as Density })}>
        {DENSITIES.map((density) => (
          <option key={density} value={density}>
            {densityLabels[density]}
          </option>
        ))}
      </select>
      <select aria-label="Language" title="Language of every story" style={select} value={look.locale} onChange={(event) => onChange({ ...look, locale: event.target.value as StoryLocale })}>
        {(Object.keys(LOCALES) as StoryLocale[]).map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALES[locale]}
          </option>
        ))}
      </select>
    </div>,
    slot,
  );
}

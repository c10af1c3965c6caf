import { render, screen } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { GreenroomThemeProvider, useThemeMode } from './GreenroomThemeProvider';
import { breakpoints, media } from './breakpoints';
import { contrastRatio } from './contrast';
import { ThemeScope } from './ThemeScope';
import { tokens, type ThemeMode, type ThemeVariable } from './tokens';
import { serverCss } from '../testing/serverCss';

const requiredVariables: ThemeVariable[] = [
  '--gr-color-bg', '--gr-color-surface', '--gr-color-surface-alt', '--gr-color-text', '--gr-color-text-muted',
  '--gr-color-primary', '--gr-color-primary-contrast', '--gr-color-primary-hover', '--gr-color-border', '--gr-color-danger',
  '--gr-color-danger-hover',
  '--gr-color-success', '--gr-color-focus', '--gr-color-overlay', '--gr-color-disabled', '--gr-radius',
  '--gr-radius-sm', '--gr-space-1', '--gr-space-2', '--gr-space-3', '--gr-space-4', '--gr-space-5',
  '--gr-space-6', '--gr-font', '--gr-font-size-sm', '--gr-font-size-md', '--gr-font-size-lg', '--gr-shadow',
  '--gr-z-overlay', '--gr-z-popover', '--gr-z-snackbar',
];

function ModeProbe() {
  return <span>mode is {useThemeMode()}</span>;
}

describe('GreenroomThemeProvider', () => {
  it.each<ThemeMode>(['light', 'dark'])('puts every %s variable on the wrapper through its class, not a style attribute', (mode) => {
    render(
      <GreenroomThemeProvider mode={mode}>
        <ModeProbe />
      </GreenroomThemeProvider>,
    );
    const root = screen.getByText(`mode is ${mode}`).closest('[data-ui="GreenroomTheme"]');
    expect(root).toHaveAttribute('data-theme', mode);
    expect(root).not.toHaveAttribute('style');
    const style = getComputedStyle(root as HTMLElement);
    // The CSS minifier drops the blanks after commas (font lists, shadows); jsdom writes a font
    // family's quotes as double quotes.
    const tight = (value: string) => value.replace(/,\s+/g, ',').replace(/'/g, '"');
    for (const name of requiredVariables) {
      expect(tight(style.getPropertyValue(name)), name).toBe(tight(tokens[mode][name]));
    }
  });

  it('sets nothing on :root or any global selector: every rule is scoped to a kit class', () => {
    const css = serverCss(
      <GreenroomThemeProvider mode="dark">
        <ThemeScope>x</ThemeScope>
      </GreenroomThemeProvider>,
    );
    expect(css).not.toMatch(/:root|html|body|\[data-ui\]/);
    const ruleSelectors = [...css.matchAll(/(?:^|\})([^{}]+)\{/g)].map((match) => match[1].trim());
    expect(ruleSelectors.length).toBeGreaterThan(0);
    for (const selector of ruleSelectors) {
      for (const part of selector.split(/,(?![^(]*\))/)) expect(part.trim(), selector).toMatch(/^(:where\()?\.[\w-]+/);
    }
    expect(css).toMatch(/\.[\w-]+ \*[^{]*\{box-sizing:border-box/);
  });

  it('rolls back a page\'s bare element rules inside the kit with a weight between an element and a class', () => {
    const rule = /:where\(\.[\w-]+\) (:is\([^)]*\)):is\([^)]*\)\{all:revert;\}/.exec(serverCss(<GreenroomThemeProvider>x</GreenroomThemeProvider>));
    expect(rule).not.toBeNull();
    for (const element of ['button', 'input', 'h1', 'p', 'header', 'section', 'nav', 'footer']) expect(rule?.[1]).toContain(element);
    expect(rule?.[1]).not.toMatch(/svg|img/);
  });

  it('switches the wrapper and portalled content between modes when the mode changes', () => {
    const app = (mode: ThemeMode) => (
      <GreenroomThemeProvider mode={mode}>
        <ModeProbe />
        {createPortal(
          <ThemeScope>
            <span>portalled</span>
          </ThemeScope>,
          document.body,
        )}
      </GreenroomThemeProvider>
    );
    const { rerender } = render(app('light'));
    const scope = () => screen.getByText('portalled').parentElement as HTMLElement;
    expect(scope()).toHaveAttribute('data-theme', 'light');
    expect(getComputedStyle(scope()).getPropertyValue('--gr-color-bg')).toBe(tokens.light['--gr-color-bg']);
    expect(scope()).not.toHaveAttribute('style');

    rerender(app('dark'));
    expect(screen.getByText('mode is dark').closest('[data-ui="GreenroomTheme"]')).toHaveAttribute('data-theme', 'dark');
    expect(scope()).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(scope()).getPropertyValue('--gr-color-bg')).toBe(tokens.dark['--gr-color-bg']);
    expect(getComputedStyle(scope()).colorScheme).toBe('dark');
    expect(getComputedStyle(scope()).display).toBe('contents');
    expect(scope()).toHaveAttribute('data-ui', 'ThemeScope');
  });

  it('uses the spacing scale 4, 8, 12, 16, 24, 32 px', () => {
    const scale = [1, 2, 3, 4, 5, 6].map((n) => tokens.light[`--gr-space-${n}` as ThemeVariable]);
    expect(scale).toEqual(['4px', '8px', '12px', '16px', '24px', '32px']);
  });

  it('exports the spec breakpoints', () => {
    expect(breakpoints).toEqual({ md: 960, lg: 1281 });
    expect(media).toEqual({ md: '@media (min-width: 960px)', lg: '@media (min-width: 1281px)' });
  });
});

describe('palette contrast (WCAG AA)', () => {
  it.each<ThemeMode>(['light', 'dark'])('%s text colours reach 4.5:1 on every background', (mode) => {
    const t = tokens[mode];
    const backgrounds = [t['--gr-color-bg'], t['--gr-color-surface'], t['--gr-color-surface-alt']];
    const texts = [t['--gr-color-text'], t['--gr-color-text-muted'], t['--gr-color-primary'], t['--gr-color-danger']];
    for (const bg of backgrounds) {
      for (const fg of texts) {
        expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrastRatio(t['--gr-color-success'], t['--gr-color-surface'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--gr-color-primary-contrast'], t['--gr-color-primary'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--gr-color-danger-contrast'], t['--gr-color-danger'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--gr-color-primary-contrast'], t['--gr-color-primary-hover'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t['--gr-color-danger-contrast'], t['--gr-color-danger-hover'])).toBeGreaterThanOrEqual(4.5);
    // Focus ring is a non-text indicator: 3:1 against the surfaces it is drawn on.
    expect(contrastRatio(t['--gr-color-focus'], t['--gr-color-surface'])).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(t['--gr-color-focus'], t['--gr-color-bg'])).toBeGreaterThanOrEqual(3);
  });

  it('computes the known extremes', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(() => contrastRatio('red', '#000000')).toThrow('Expected a #rrggbb colour, got "red"');
  });
});

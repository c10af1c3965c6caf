// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { mergeAppearance } from './appearance';
import { hoverShade, mixColors, normalizeColor, readableOn } from './color';
import { contrastRatio } from './contrast';
import { checkTheme, resolveAppearance } from './resolveAppearance';
import { densitySpacing, tokens } from './tokens';

const resolve = (...args: Parameters<typeof resolveAppearance> extends [infer A, infer M, unknown] ? [A, M] : never) => {
  const warn = vi.fn();
  return { ...resolveAppearance(args[0], args[1], warn), warn };
};

describe('colour helpers', () => {
  it('normalizes #rgb, #rrggbb and opaque rgb() to #rrggbb and refuses the rest', () => {
    expect(normalizeColor('#0AF')).toBe('#00aaff');
    expect(normalizeColor(' #0a7c72 ')).toBe('#0a7c72');
    expect(normalizeColor('rgb(10, 124, 114)')).toBe('#0a7c72');
    expect(normalizeColor('rgb(10 124 114 / 1)')).toBe('#0a7c72');
    for (const bad of ['tomato', 'var(--brand)', '#12345', 'rgb(300, 0, 0)', 'rgba(0, 0, 0, 0.5)', '', 42, null]) {
      expect(normalizeColor(bad), String(bad)).toBeNull();
    }
  });

  it('mixes, shades and picks the readable text colour', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(hoverShade('#5a3fd0', 'light')).toBe('#4f37b7');
    expect(hoverShade('#a08bff', 'dark')).toBe('#ab99ff');
    expect(readableOn('#ffe14d', ['#ffffff', '#13101e'])).toBe('#13101e');
    expect(readableOn('#0a3d62', ['#ffffff', '#13101e'])).toBe('#ffffff');
    expect(() => mixColors('red', '#000000', 0.5)).toThrow('Expected #rrggbb colours, got "red" and "#000000"');
  });

  it('the shipped hover tokens are the shades the resolver derives', () => {
    for (const mode of ['light', 'dark'] as const) {
      expect(tokens[mode]['--gr-color-primary-hover']).toBe(hoverShade(tokens[mode]['--gr-color-primary'], mode));
      expect(tokens[mode]['--gr-color-danger-hover']).toBe(hoverShade(tokens[mode]['--gr-color-danger'], mode));
    }
  });
});

describe('resolveAppearance', () => {
  it('without variables is the mode\'s tokens, as declarations for a class, and no part rules', () => {
    const { tokens: resolved, declarations, elementRules, density, warn } = resolve(undefined, 'dark');
    expect(resolved).toEqual(tokens.dark);
    expect(density).toBe('comfortable');
    expect(declarations).toContain('--gr-color-bg:#13101e;');
    expect(declarations.split(';').filter(Boolean)).toHaveLength(Object.keys(tokens.dark).length);
    expect(elementRules).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('derives hover and readable text colours from a brand primary and danger', () => {
    const light = resolve({ variables: { colorPrimary: '#ffe14d', colorDanger: 'rgb(10, 61, 98)' } }, 'light').tokens;
    expect(light['--gr-color-primary']).toBe('#ffe14d');
    expect(light['--gr-color-primary-contrast']).toBe('#13101e');
    expect(light['--gr-color-primary-hover']).toBe(hoverShade('#ffe14d', 'light'));
    expect(light['--gr-color-danger']).toBe('#0a3d62');
    expect(light['--gr-color-danger-contrast']).toBe('#ffffff');
    const dark = resolve({ variables: { colorPrimary: '#0a7c72' } }, 'dark').tokens;
    expect(dark['--gr-color-primary-hover']).toBe(hoverShade('#0a7c72', 'dark'));
    expect(contrastRatio(dark['--gr-color-primary-contrast'], '#0a7c72')).toBeGreaterThanOrEqual(4.5);
  });

  it('derives surfaces, muted text and borders from a background and text colour', () => {
    const { tokens: t, warn } = resolve({ variables: { colorBackground: '#0b1d2a', colorText: '#f4f1e8' } }, 'dark');
    expect(t['--gr-color-bg']).toBe('#0b1d2a');
    expect(t['--gr-color-text']).toBe('#f4f1e8');
    expect(t['--gr-color-surface']).toBe(mixColors('#0b1d2a', '#ffffff', 0.05));
    expect(t['--gr-color-surface-alt']).toBe(mixColors('#0b1d2a', '#ffffff', 0.1));
    expect(t['--gr-color-text-muted']).toBe(mixColors('#f4f1e8', '#0b1d2a', 0.3));
    expect(contrastRatio(t['--gr-color-text-muted'], t['--gr-color-surface-alt'])).toBeGreaterThanOrEqual(4.5);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when text and background do not contrast enough, and still applies them', () => {
    const { tokens: t, warn } = resolve({ variables: { colorBackground: '#222222' } }, 'light');
    expect(t['--gr-color-bg']).toBe('#222222');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/text #1d1a2b on background #222222 contrasts 1\.\d:1, below the 4\.5:1 text needs/));
  });

  it('scales the font sizes and radii from the base values', () => {
    const { tokens: t } = resolve({ variables: { fontSize: 16, borderRadius: '0.5rem', fontFamily: "'Source Sans 3', sans-serif" } }, 'light');
    expect([t['--gr-font-size-sm'], t['--gr-font-size-md'], t['--gr-font-size-lg']]).toEqual(['13.8667px', '16px', '21.3333px']);
    expect([t['--gr-radius'], t['--gr-radius-sm']]).toEqual(['0.5rem', '0.3rem']);
    expect(t['--gr-font']).toBe("'Source Sans 3', sans-serif");
    expect(resolve({ variables: { borderRadius: 0 } }, 'light').tokens['--gr-radius']).toBe('0px');
  });

  it('tightens the spacing scale for the compact density', () => {
    const { tokens: t, density } = resolve({ variables: { density: 'compact' } }, 'light');
    expect(density).toBe('compact');
    expect(t).toMatchObject(densitySpacing.compact);
    expect(t['--gr-space-4']).toBe('12px');
  });

  it('reports each invalid variable clearly and keeps its default', () => {
    const { tokens: t, density, warn } = resolve(
      {
        variables: {
          colorPrimary: 'tomato',
          colorText: 'var(--brand-text)',
          borderRadius: -4,
          fontSize: '0px',
          fontFamily: 'x; } body { display: none',
          // @ts-expect-error a JavaScript caller's typo
          density: 'cosy',
        },
      },
      'light',
    );
    expect(t).toEqual(tokens.light);
    expect(density).toBe('comfortable');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[Greenroom appearance] variables.colorText "var(--brand-text)" is not a colour (use #rgb, #rrggbb or rgb(r, g, b)); using the default.',
      '[Greenroom appearance] variables.colorPrimary "tomato" is not a colour (use #rgb, #rrggbb or rgb(r, g, b)); using the default.',
      '[Greenroom appearance] variables.fontFamily "x; } body { display: none" is not a font-family list; using the default.',
      '[Greenroom appearance] variables.fontSize "0px" is not a positive length (e.g. 16 or \'1rem\'); using the default.',
      '[Greenroom appearance] variables.borderRadius -4 is not a length of 0 or more (e.g. 8 or \'0.5rem\'); using the default.',
      "[Greenroom appearance] variables.density \"cosy\" is not 'comfortable' or 'compact'; using 'comfortable'.",
    ]);
  });

  it('turns per-part styles into rules scoped to the themed root, objects and strings alike', () => {
    const { elementRules, warn } = resolve(
      { elements: { Table: { borderRadius: 0, WebkitUserSelect: 'none', opacity: 0.9, padding: 4 }, BookingsList: 'gap: 8px; text-transform: none' } },
      'light',
    );
    expect(elementRules).toBe(
      '&[data-ui="Table"],& [data-ui="Table"]{border-radius:0;-webkit-user-select:none;opacity:0.9;padding:4px;}' +
        '&[data-ui="BookingsList"],& [data-ui="BookingsList"]{gap: 8px; text-transform: none;}',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops unknown parts and values that would break out of their rule, saying so', () => {
    const { elementRules, warn } = resolve(
      {
        elements: {
          // @ts-expect-error not a part name
          Tabel: { color: 'red' },
          Button: { color: 'red; } body { display: none', fontWeight: 600 },
          Select: 'color: red } body { display: none',
        },
      },
      'light',
    );
    expect(elementRules).toBe('&[data-ui="Button"],& [data-ui="Button"]{font-weight:600;}');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[Greenroom appearance] elements has no part named "Tabel" (the keys are data-ui names such as \'Table\' or \'BookingsList\'); ignored.',
      '[Greenroom appearance] elements.Button.color "red; } body { display: none" is not a CSS value; ignored.',
      '[Greenroom appearance] elements.Select "color: red } body { display: none" may hold declarations only (no braces or markup); ignored.',
    ]);
  });

  it('checks the theme setting', () => {
    const warn = vi.fn();
    expect(checkTheme(undefined, warn)).toBeUndefined();
    expect(checkTheme('system', warn)).toBe('system');
    expect(warn).not.toHaveBeenCalled();
    expect(checkTheme('sepia', warn)).toBe('light');
    expect(warn).toHaveBeenCalledWith('[Greenroom appearance] theme "sepia" is not \'light\', \'dark\' or \'system\'; using \'light\'.');
  });

  it('merges an inner appearance over an outer one', () => {
    expect(
      mergeAppearance(
        { theme: 'dark', variables: { colorPrimary: '#0a7c72', density: 'compact' }, elements: { Table: { borderRadius: 0 } } },
        { variables: { colorPrimary: '#ffe14d' }, elements: { Button: 'text-transform: none' } },
      ),
    ).toEqual({
      theme: 'dark',
      variables: { colorPrimary: '#ffe14d', density: 'compact' },
      elements: { Table: { borderRadius: 0 }, Button: 'text-transform: none' },
    });
  });
});

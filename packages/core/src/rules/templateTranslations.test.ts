import { describe, expect, it } from 'vitest';
import { languageCodeOf } from './templateTranslations';

describe('languageCodeOf', () => {
  it('keeps a browser tag as a language with its region, in the case templates are keyed by', () => {
    expect(languageCodeOf('de-DE')).toBe('de-DE');
    expect(languageCodeOf('DE')).toBe('de');
    expect(languageCodeOf('pt_br')).toBe('pt-BR');
    expect(languageCodeOf('es-419')).toBe('es-419');
  });

  it('drops what is not a region (scripts, extensions) and answers nothing for a tag without a language', () => {
    expect(languageCodeOf('en-US-u-ca-gregory')).toBe('en-US');
    expect(languageCodeOf('zh-Hant-TW')).toBe('zh');
    expect(languageCodeOf('x')).toBe('');
    expect(languageCodeOf('')).toBe('');
    expect(languageCodeOf(undefined)).toBe('');
    expect(languageCodeOf('<script>')).toBe('');
  });
});

import { collectFieldErrors, hasFieldErrors } from './fieldErrors';
import { isBlank, requiredFieldErrors, textLength, validateMaxLength, validateRequired } from './text';

describe('text rules', () => {
  it('treats whitespace, null and undefined as blank', () => {
    expect(isBlank(' \t\n')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('validateRequired flags blank after trim (project name, booking ID, login code)', () => {
    expect(validateRequired('   ')).toBe('Required');
    expect(validateRequired(' b1 ')).toBeNull();
  });

  it('validateMaxLength counts trimmed code points', () => {
    expect(validateMaxLength('abcde', 5)).toBeNull();
    expect(validateMaxLength('  abcde  ', 5)).toBeNull();
    expect(validateMaxLength('abcdef', 5)).toBe('Must be at most 5 characters');
    expect(textLength('é😀')).toBe(2);
  });

  it('builds field-error maps', () => {
    expect(requiredFieldErrors({ name: '', port: '443' })).toEqual({ name: 'Required' });
    expect(collectFieldErrors({ a: null, b: 'x' })).toEqual({ b: 'x' });
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ a: 'Required' })).toBe(true);
  });
});

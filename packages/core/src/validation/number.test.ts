import { parseNumberInput, roundTo2, validateNumberInput } from './number';

describe('number edit', () => {
  it('rounds to 2 decimals without binary artefacts', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(2.344)).toBe(2.34);
    expect(roundTo2(2.345)).toBe(2.35);
    expect(roundTo2(0.1 + 0.2)).toBe(0.3);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(7)).toBe(7);
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true);
  });

  it('flags empty, non-numbers and values below 0', () => {
    expect(validateNumberInput('')).toBe('Required');
    expect(validateNumberInput('  ')).toBe('Required');
    expect(validateNumberInput('abc')).toBe('Please enter a number');
    expect(validateNumberInput('-0.01')).toBe('Value must be 0 or more');
    expect(validateNumberInput('0')).toBeNull();
  });

  it('parses the value to save', () => {
    expect(parseNumberInput(' 0.125 ')).toBe(0.13);
    expect(parseNumberInput('-1')).toBeNull();
  });
});

import { generateLoginCode, generateLoginCodes, LOGIN_CODE_BYTES } from './loginCode';

describe('generateLoginCode', () => {
  it('carries at least 128 random bits as URL-safe characters', () => {
    const code = generateLoginCode();
    expect(LOGIN_CODE_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(code, 'base64url')).toHaveLength(LOGIN_CODE_BYTES);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it('never repeats across many draws', () => {
    const codes = new Set(Array.from({ length: 2000 }, generateLoginCode));
    expect(codes.size).toBe(2000);
  });
});

describe('generateLoginCodes', () => {
  it('answers distinct codes of the same form', () => {
    const codes = generateLoginCodes(500);
    expect(codes).toHaveLength(500);
    expect(codes.every((code) => /^[A-Za-z0-9_-]{24}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(500);
  });
});

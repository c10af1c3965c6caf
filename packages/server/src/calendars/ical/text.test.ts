import { describe, expect, it } from 'vitest';
import { CRLF, escapeText, foldLine, paramValue, serializeLines } from './text';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });

  it('turns CRLF, LF and CR into \\n', () => {
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('escapes a backslash before the characters it escapes, so nothing is doubled', () => {
    expect(escapeText('\\;')).toBe('\\\\\\;');
  });

  it('drops control characters but keeps tabs and non-ASCII text', () => {
    expect(escapeText('a\u0000b\u001Fc\td é😀')).toBe('abc\td é😀');
  });
});

describe('paramValue', () => {
  it('leaves a plain zone name alone and quotes values with : ; or ,', () => {
    expect(paramValue('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(paramValue('a:b')).toBe('"a:b"');
    expect(paramValue('a,b')).toBe('"a,b"');
  });

  it('removes double quotes, which a parameter value cannot hold', () => {
    expect(paramValue('say "hi"')).toBe('say hi');
  });
});

describe('foldLine', () => {
  it('keeps a line of exactly 75 octets whole', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds at 75 octets with a leading space on each continuation', () => {
    const line = `SUMMARY:${'x'.repeat(200)}`;
    const parts = foldLine(line).split(CRLF);
    expect(parts.map(octets)).toEqual([75, 75, 60]); // 208 octets = 75 + 74 + 59, plus two leading spaces;
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts[0] + parts.slice(1).map((part) => part.slice(1)).join('')).toBe(line);
  });

  it('never splits a multi-byte character or a surrogate pair', () => {
    // 'é' is 2 octets and '😀' 4 (a surrogate pair in JS): no boundary can fall inside either.
    const line = `SUMMARY:${'é😀'.repeat(40)}`;
    const parts = foldLine(line).split(CRLF);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/\uFFFD/);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      // A lone surrogate would be re-encoded as U+FFFD by the round trip above.
      expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(part)).toBe(false);
    }
    expect(parts[0] + parts.slice(1).map((part) => part.slice(1)).join('')).toBe(line);
  });

  it('puts a 4-octet character on the next line when only 3 octets are left', () => {
    const line = `SUMMARY:${'x'.repeat(64)}😀`; // 72 octets then a 4-octet emoji
    const [first, second] = foldLine(line).split(CRLF);
    expect(octets(first)).toBe(72);
    expect(second).toBe(' 😀');
  });
});

describe('serializeLines', () => {
  it('ends every line, the last included, with CRLF', () => {
    expect(serializeLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});

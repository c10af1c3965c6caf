import { decodeCsvBytes } from './decode';
import { parseGuestListCsv } from './guestList';
import { detectDelimiter } from './parse';

const US_HEADER =
  'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';

describe('files saved by Excel', () => {
  it('reads Windows-1252 bytes when they are not UTF-8', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('Name\r\n'), 0x52, 0x65, 0x6e, 0xe9, 0x20, 0x80]);
    expect(decodeCsvBytes(bytes)).toBe('Name\r\nRené €');
  });

  it('reads UTF-8 with or without a BOM', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('\uFEFFRené'))).toBe('\uFEFFRené');
    expect(decodeCsvBytes(new TextEncoder().encode('René'))).toBe('René');
  });

  it('detects a semicolon delimiter from the header line', () => {
    expect(detectDelimiter('a;b;c\r\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('\uFEFFa,b\n"x;y",z')).toBe(',');
  });

  it('parses a semicolon, CRLF, BOM guest list with Brand values', () => {
    const text = `\uFEFF${US_HEADER.replaceAll(',', ';')}\r\nRené;Ö;"A; B";r@example.com;;;;;;;Yes\r\nBo;B;;;;;;;;;yes\r\nCy;C;;;;;;;;;no\r\n`;
    const parsed = parseGuestListCsv(text, 'US');
    expect(parsed.ok && parsed.rows.map((row) => [row.first, row.company, row.brand])).toEqual([
      ['René', 'A; B', true],
      ['Bo', '', true],
      ['Cy', '', false],
    ]);
  });
});

import { parseCsv } from './parse';

describe('parseCsv', () => {
  it('parses rows keyed by header, ignoring a BOM, CRLF and blank lines', () => {
    expect(parseCsv('\uFEFFName,Email\r\nAda,ada@example.com\r\n\r\n,\r\nBob,"b,ob@x.com"\r\n', { requiredHeaders: ['Name'] })).toEqual({
      ok: true,
      headers: ['Name', 'Email'],
      rows: [
        { Name: 'Ada', Email: 'ada@example.com' },
        { Name: 'Bob', Email: 'b,ob@x.com' },
      ],
    });
  });

  it('handles quoted quotes and line breaks inside cells', () => {
    const result = parseCsv('Name,Note\n"Ada ""AL""","line 1\nline 2"', { requiredHeaders: ['Name', 'Note'] });
    expect(result).toEqual({ ok: true, headers: ['Name', 'Note'], rows: [{ Name: 'Ada "AL"', Note: 'line 1\nline 2' }] });
  });

  it('matches required headers ignoring case and spaces, using the required spelling', () => {
    const result = parseCsv(' first  NAME ,Extra\nAda,x', { requiredHeaders: ['First Name'] });
    expect(result).toEqual({ ok: true, headers: ['First Name', 'Extra'], rows: [{ 'First Name': 'Ada', Extra: 'x' }] });
  });

  it('accepts a header with no rows', () => {
    expect(parseCsv('Name\r\n', { requiredHeaders: ['Name'] })).toEqual({ ok: true, headers: ['Name'], rows: [] });
  });

  it('reports an empty file', () => {
    expect(parseCsv('', { requiredHeaders: ['Name'] })).toEqual({ ok: false, error: 'The CSV file is empty' });
    expect(parseCsv('\uFEFF \r\n', { requiredHeaders: ['Name'] })).toEqual({ ok: false, error: 'The CSV file is empty' });
  });

  it('reports missing columns', () => {
    expect(parseCsv('Email\nx', { requiredHeaders: ['Name'] })).toEqual({ ok: false, error: 'Missing column: Name' });
    expect(parseCsv('Email\nx', { requiredHeaders: ['Name', 'Brand'] })).toEqual({
      ok: false,
      error: 'Missing columns: Name, Brand',
    });
  });

  it('reports repeated columns', () => {
    // papaparse warns on the console about the duplicate before we refuse it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseCsv('Name,name\nA,B', { requiredHeaders: ['Name'] })).toEqual({ ok: false, error: 'Duplicate column: name' });
    warn.mockRestore();
  });

  it('reports rows with the wrong number of cells and unterminated quotes', () => {
    expect(parseCsv('Name,Email\nAda,a@x.com,extra', { requiredHeaders: ['Name'] })).toEqual({
      ok: false,
      error: 'Row 1: Too many fields: expected 2 fields but parsed 3',
    });
    expect(parseCsv('Name,Email\nAda,a@x.com\nBob', { requiredHeaders: ['Name'] })).toEqual({
      ok: false,
      error: 'Row 2: Too few fields: expected 2 fields but parsed 1',
    });
    const unterminated = parseCsv('Name,Email\n"Ada,a@x.com', { requiredHeaders: ['Name'] });
    expect(unterminated.ok).toBe(false);
  });

  it('reads semicolon files (Excel in decimal-comma locales) but guesses no other delimiter', () => {
    expect(parseCsv('Name;Email\r\nAda;a@x.com', { requiredHeaders: ['Name'] })).toEqual({
      ok: true,
      headers: ['Name', 'Email'],
      rows: [{ Name: 'Ada', Email: 'a@x.com' }],
    });
    expect(parseCsv('Name\tEmail\nAda\ta@x.com', { requiredHeaders: ['Name'] })).toEqual({ ok: false, error: 'Missing column: Name' });
  });
});

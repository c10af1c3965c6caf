import Papa from 'papaparse';
import { csvFileName, toCsv } from './write';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends lines with CRLF', () => {
    expect(toCsv(['Name', 'Votes'], [['Ada', 3], ['Bob', 0]])).toBe('\uFEFFName,Votes\r\nAda,3\r\nBob,0\r\n');
  });

  it('quotes cells only where RFC 4180 needs it', () => {
    expect(toCsv(['A', 'B', 'C', 'D'], [['x,y', 'say "hi"', 'two\nlines', 'plain']])).toBe(
      '\uFEFFA,B,C,D\r\n"x,y","say ""hi""","two\nlines",plain\r\n',
    );
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const csv = toCsv(['Cell'], [['=HYPERLINK("http://evil")'], ['+1+1'], ['-2+3'], ['@SUM(A1)'], ['\t=1'], ['\r=1'], ['safe = 1']]);
    const cells = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n', skipEmptyLines: true }).data.slice(1).map((row) => row[0]);
    expect(cells).toEqual(["'=HYPERLINK(\"http://evil\")", "'+1+1", "'-2+3", "'@SUM(A1)", "'\t=1", "'\r=1", 'safe = 1']);
  });

  it('leaves numbers and booleans as they are, and writes null/undefined as empty', () => {
    expect(toCsv(['n', 'b', 'x', 'y'], [[-5, true, null, undefined]])).toBe('\uFEFFn,b,x,y\r\n-5,true,,\r\n');
  });

  it('keeps non-ASCII text intact', () => {
    expect(toCsv(['Name'], [['Zoë Ñandú 東京']])).toBe('\uFEFFName\r\nZoë Ñandú 東京\r\n');
  });

  it('writes only the header row when there are no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
  });

  it('refuses rows with the wrong number of cells', () => {
    expect(() => toCsv(['A', 'B'], [['only one']])).toThrow('CSV row 1 has 1 cells, expected 2');
  });
});

describe('csvFileName', () => {
  it('appends the suffix to the booking name', () => {
    expect(csvFileName('Launch Party', 'guest-list')).toBe('Launch Party-guest-list.csv');
    expect(csvFileName('Launch Party', 'attendees')).toBe('Launch Party-attendees.csv');
  });

  it('replaces characters file systems refuse and names a blank booking', () => {
    expect(csvFileName('Q3/Q4: "Review"?', 'attendees')).toBe('Q3_Q4_ _Review__-attendees.csv');
    expect(csvFileName('  ', 'guest-list')).toBe('booking-guest-list.csv');
  });
});

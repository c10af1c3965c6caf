import Papa from 'papaparse';

/**
 * A parsed CSV row: cell text keyed by column name.
 * @example const row: CsvRow = { 'First Name': 'Ada' }
 */
export type CsvRow = Record<string, string>;

/**
 * Outcome of parseCsv: rows keyed by header, or one clear error.
 * @example if (!result.ok) show(result.error)
 */
export type CsvParseResult = { ok: true; headers: string[]; rows: CsvRow[] } | { ok: false; error: string };

/**
 * Options of parseCsv.
 * @example parseCsv(text, { requiredHeaders: ['First Name', 'Last Name'] })
 */
export interface ParseCsvOptions {
  /** Columns that must be present. Matched ignoring case and surrounding spaces; rows use these spellings. */
  requiredHeaders: readonly string[];
}

/**
 * The delimiter of a CSV text: ';' when its header line has more semicolons than commas (as
 * spreadsheet programs save CSV in locales with a decimal comma), ',' otherwise.
 * @example detectDelimiter('First Name;Last Name\r\nAda;L') // ';'
 */
export function detectDelimiter(text: string): ',' | ';' {
  const header = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Parse comma- or semicolon-separated text (see detectDelimiter) with a header row (RFC 4180
 * quoting, CRLF or LF, a UTF-8 BOM is ignored, blank lines are skipped). Fails with a clear error when the text is empty, a column is missing or
 * repeated, a quote is unterminated or a row has a different number of cells than the header.
 * Required columns are matched ignoring case and spaces around them; other columns are kept with
 * their trimmed names.
 * @example
 * parseCsv('Name,Email\r\nAda,ada@example.com', { requiredHeaders: ['Name'] })
 * // { ok: true, headers: ['Name', 'Email'], rows: [{ Name: 'Ada', Email: 'ada@example.com' }] }
 * @example
 * parseCsv('Email\r\nx', { requiredHeaders: ['Name'] }) // { ok: false, error: 'Missing column: Name' }
 */
export function parseCsv(text: string, options: ParseCsvOptions): CsvParseResult {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, error: 'The CSV file is empty' };

  const canonical = new Map(options.requiredHeaders.map((header) => [headerKey(header), header]));
  const seen = new Set<string>();
  let duplicate: string | null = null;
  const parsed = Papa.parse<CsvRow>(text, {
    header: true,
    delimiter: detectDelimiter(text),
    skipEmptyLines: 'greedy',
    transformHeader: (header) => {
      const key = headerKey(header);
      if (key !== '' && seen.has(key)) duplicate ??= header.trim();
      seen.add(key);
      return canonical.get(key) ?? header.trim();
    },
  });

  if (duplicate !== null) return { ok: false, error: `Duplicate column: ${duplicate}` };
  const headers = parsed.meta.fields ?? [];
  const missing = options.requiredHeaders.filter((header) => !headers.includes(header));
  if (missing.length > 0) {
    return { ok: false, error: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` };
  }
  const [firstError] = parsed.errors;
  if (firstError) {
    const where = typeof firstError.row === 'number' ? `Row ${firstError.row + 1}: ` : '';
    return { ok: false, error: `${where}${firstError.message}` };
  }
  return { ok: true, headers, rows: parsed.data };
}

/**
 * RFC 5545 text primitives: TEXT escaping (§3.3.11), parameter values (§3.2) and content-line
 * folding (§3.1). Pure functions, no I/O.
 */

/** The line break between content lines (RFC 5545 §3.1). @example lines.join(CRLF) */
export const CRLF = '\r\n';

/** Octets allowed on one content line, not counting the CRLF (RFC 5545 §3.1). @example Buffer.byteLength(line) <= MAX_LINE_OCTETS */
export const MAX_LINE_OCTETS = 75;

// Controls other than HTAB are not allowed in TEXT; line breaks are escaped before this runs.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/**
 * Escapes a TEXT value: backslash, semicolon and comma get a backslash; every line break
 * (CRLF, LF or CR) becomes `\n`; other control characters are dropped.
 *
 * @example
 * escapeText('Q&A; day 1, part 2\nroom B') // 'Q&A\\; day 1\\, part 2\\nroom B'
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(FORBIDDEN_CONTROLS, '');
}

/**
 * Formats a parameter value: quoted when it holds `:`, `;` or `,`; double quotes and controls,
 * which a parameter value cannot carry, are dropped.
 *
 * @example
 * paramValue('America/Chicago') // 'America/Chicago'
 * paramValue('a;b')             // '"a;b"'
 */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- parameter values may hold no control characters
  const clean = value.replace(/["\u0000-\u0008\u000A-\u001F\u007F]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();

/**
 * Folds one content line into chunks of at most 75 octets; each continuation starts with a
 * single space (which counts toward its 75). A line is only ever broken between code points, so
 * no UTF-8 sequence or surrogate pair is split. Returns the folded line without a trailing CRLF.
 *
 * @example
 * foldLine('SUMMARY:' + 'x'.repeat(100)).split('\r\n').map((l) => l.length) // [75, 34]
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const chunks: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const codePoint of line) {
    const octets = encoder.encode(codePoint).length;
    if (currentOctets + octets > limit) {
      chunks.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation line
    }
    current += codePoint;
    currentOctets += octets;
  }
  chunks.push(current);
  return chunks.join(`${CRLF} `);
}

/**
 * Joins content lines into an iCalendar object: every line folded and ended with CRLF.
 *
 * @example
 * serializeLines(['BEGIN:VCALENDAR', 'END:VCALENDAR']) // 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'
 */
export function serializeLines(lines: readonly string[]): string {
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

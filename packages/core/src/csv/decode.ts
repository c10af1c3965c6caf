// Windows-1252 differs from Latin-1 only in 0x80–0x9F; some runtimes decode 'windows-1252' as Latin-1.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * The text of an uploaded CSV file: UTF-8 (with or without a BOM) when the bytes are valid UTF-8,
 * Windows-1252 otherwise (what Excel writes for "CSV" on Windows). The BOM is kept for the parser to drop.
 * @example decodeCsvBytes(new Uint8Array([0x43, 0x61, 0x66, 0xe9])) // 'Café'
 * @example decodeCsvBytes(new TextEncoder().encode('Café')) // 'Café'
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]);
  }
}

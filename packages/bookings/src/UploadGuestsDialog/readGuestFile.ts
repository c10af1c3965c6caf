import { decodeCsvBytes, messages, parseCsv, type CsvRow } from '@greenroom/core';

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** An uploaded guest file as a table (its columns as the file names them), or the spec's parse message. */
export type GuestTable = { ok: true; headers: string[]; rows: CsvRow[] } | { ok: false; error: string };

/**
 * An uploaded guest file's header and rows, whatever its columns (they are matched to ours
 * afterwards): UTF-8 or Windows-1252, comma or semicolon, CRLF, with or without BOM (core's
 * parser); an empty or broken file (a stray quote, a row of another width, a repeated column)
 * gives the spec's parse message.
 * @example const table = await readGuestFile(file); if (table.ok) mapImportColumns(table.headers, rules, table.rows);
 */
export async function readGuestFile(file: Blob): Promise<GuestTable> {
  const parsed = parseCsv(decodeCsvBytes(await readBytes(file)), { requiredHeaders: [] });
  return parsed.ok ? parsed : { ok: false, error: messages.guestCsvInvalid };
}

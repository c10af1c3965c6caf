import { decodeCsvBytes, parseGuestListCsv, type AddressType, type GuestListParseResult } from '@greenroom/core';

function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * An uploaded guest file's rows for the booking's address type: UTF-8 or Windows-1252, comma or
 * semicolon, CRLF, with or without BOM (core's parser), or the spec's parse message.
 * @example const parsed = await readGuestFile(file, 'US');
 */
export async function readGuestFile(file: Blob, addressType: AddressType): Promise<GuestListParseResult> {
  return parseGuestListCsv(decodeCsvBytes(await readBytes(file)), addressType);
}

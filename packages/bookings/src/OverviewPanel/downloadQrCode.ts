import { csvFileName } from '@greenroom/core';
import QRCode from 'qrcode';
import { saveFile } from '../data/download';

/** The QR PNG's file name: the booking name, like the CSV exports. */
function qrFileName(bookingName: string): string {
  return csvFileName(bookingName, 'mobile-hybrid-qr').replace(/\.csv$/, '.png');
}

/**
 * Saves a link as a QR code PNG named after the booking ('<name>-mobile-hybrid-qr.png'). Its own
 * module, loaded on the first download: the QR encoder and core's CSV file naming (whose module
 * brings papaparse) stay out of the Overview's first bytes.
 * @example (await import('./downloadQrCode')).downloadQrCode('https://hybrid.example/x1', 'Launch');
 */
export async function downloadQrCode(url: string, bookingName: string): Promise<void> {
  saveFile(await QRCode.toDataURL(url, { type: 'image/png', margin: 2, width: 512 }), qrFileName(bookingName));
}

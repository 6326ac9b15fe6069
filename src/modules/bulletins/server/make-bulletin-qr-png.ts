import 'server-only';
import QRCode from 'qrcode';
import { encodeOpaquePng } from './pdf/encode-opaque-png';

// Error correction M survives a smudge or a fold of a printed page without making the code denser than
// a phone reads at about 2 cm. A two-module quiet zone inside the image; the page's white gives the rest.
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
// Four pixels a module: crisp enough on paper even where a viewer smooths images.
const SCALE = 4;

/**
 * The bulletin's web address as a QR code for its PDF: a `data:image/png` URL of an 8-bit greyscale PNG
 * without transparency, black modules on white. The PDF writer embeds such a PNG's compressed pixels
 * as they are; one with an alpha channel (what the qrcode package writes) it decodes, splits and
 * compresses again in every document, and the package tries every row filter to write it: together
 * some 8 ms of each new bulletin.
 */
export function makeBulletinQrPng(webAddress: string): string {
  const { modules } = QRCode.create(webAddress, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const side = (modules.size + 2 * QR_OPTIONS.margin) * SCALE;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < side; y += 1) {
    const row = Math.floor(y / SCALE) - QR_OPTIONS.margin;
    if (row < 0 || row >= modules.size) continue;
    for (let x = 0; x < side; x += 1) {
      const column = Math.floor(x / SCALE) - QR_OPTIONS.margin;
      if (column >= 0 && column < modules.size && modules.get(row, column)) pixels[y * side + x] = 0;
    }
  }
  const png = encodeOpaquePng(side, side, 1, pixels);
  return `data:image/png;base64,${png.toString('base64')}`;
}

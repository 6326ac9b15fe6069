import 'server-only';
import { deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

// Error correction M survives a smudge or a fold of a printed page without making the code denser than
// a phone reads at about 2 cm. A two-module quiet zone inside the image; the page's white gives the rest.
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
// Four pixels a module: crisp enough on paper even where a viewer smooths images.
const SCALE = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  let crc = 0xffffffff;
  for (const byte of head.subarray(4)) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

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
  // Each row: filter type 0 (none), then one byte a pixel.
  const rows = Buffer.alloc(side * (side + 1), 255);
  for (let y = 0; y < side; y += 1) {
    rows[y * (side + 1)] = 0;
    const row = Math.floor(y / SCALE) - QR_OPTIONS.margin;
    if (row < 0 || row >= modules.size) continue;
    for (let x = 0; x < side; x += 1) {
      const column = Math.floor(x / SCALE) - QR_OPTIONS.margin;
      if (column >= 0 && column < modules.size && modules.get(row, column)) rows[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, adaptive filtering, not interlaced
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

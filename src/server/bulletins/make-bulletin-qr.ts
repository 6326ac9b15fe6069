import 'server-only';
import QRCode from 'qrcode';
import { makeBulletinQrPng, QR_OPTIONS } from './make-bulletin-qr-png';

export interface BulletinQr {
  /** `<svg …>` markup, drawn inline on the bulletin's page (no extra request). */
  svg: string;
  /** `data:image/png;base64,…`, embedded in the PDF (`makeBulletinQrPng`). */
  pngDataUrl: string;
}

// The bulletin pages of the latest addresses draw the same codes again: kept, the oldest dropped beyond this many.
const KEPT = 64;
const made = new Map<string, Promise<string>>();

/** The bulletin's web address as a QR code: as SVG for its page and as PNG for its PDF, module for module the same. */
export async function makeBulletinQr(webAddress: string): Promise<BulletinQr> {
  let svg = made.get(webAddress);
  if (svg === undefined) {
    svg = QRCode.toString(webAddress, { ...QR_OPTIONS, type: 'svg' }).then((markup) => markup.trim());
    if (made.size >= KEPT) made.delete(made.keys().next().value!);
    made.set(webAddress, svg);
    // A failure is not kept: the next call tries again.
    svg.catch(() => made.delete(webAddress));
  }
  return { svg: await svg, pngDataUrl: makeBulletinQrPng(webAddress) };
}

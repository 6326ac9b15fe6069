import 'server-only';
import QRCode from 'qrcode';
import { makeBulletinQrPng, QR_OPTIONS } from './make-bulletin-qr-png';

export interface BulletinQr {
  /** `<svg …>` markup, drawn inline on the bulletin's page (no extra request). */
  svg: string;
  /** `data:image/png;base64,…`, embedded in the PDF (`makeBulletinQrPng`). */
  pngDataUrl: string;
}

/** The bulletin's web address as a QR code: as SVG for its page and as PNG for its PDF, module for module the same. */
export async function makeBulletinQr(webAddress: string): Promise<BulletinQr> {
  const svg = (await QRCode.toString(webAddress, { ...QR_OPTIONS, type: 'svg' })).trim();
  return { svg, pngDataUrl: makeBulletinQrPng(webAddress) };
}

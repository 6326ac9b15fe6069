import 'server-only';
import QRCode from 'qrcode';

export interface BulletinQr {
  /** `<svg …>` markup, drawn inline on the bulletin's page (no extra request). */
  svg: string;
  /** `data:image/png;base64,…`, embedded in the PDF. */
  pngDataUrl: string;
}

// Error correction M survives a smudge or a fold of a printed page without making the code denser than
// a phone reads at about 2 cm. A two-module quiet zone inside the image; the page's white gives the rest.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

// Every preview, and a bulletin's page and PDF, draw the same few addresses again: the codes of the
// latest are kept (a code depends on its address alone), the oldest dropped beyond this many.
const KEPT = 64;
const made = new Map<string, Promise<BulletinQr>>();

/** The bulletin's web address as a QR code: as SVG for its page and as PNG for its PDF. */
export function makeBulletinQr(webAddress: string): Promise<BulletinQr> {
  let qr = made.get(webAddress);
  if (qr === undefined) {
    qr = Promise.all([
      QRCode.toString(webAddress, { ...OPTIONS, type: 'svg' }),
      // Four pixels a module: crisp enough on paper even where a viewer smooths images.
      QRCode.toDataURL(webAddress, { ...OPTIONS, type: 'image/png', scale: 4 }),
    ]).then(([svg, pngDataUrl]) => ({ svg: svg.trim(), pngDataUrl }));
    if (made.size >= KEPT) made.delete(made.keys().next().value!);
    made.set(webAddress, qr);
    // A failure is not kept: the next call tries again.
    qr.catch(() => made.delete(webAddress));
  }
  return qr.then((kept) => ({ ...kept }));
}

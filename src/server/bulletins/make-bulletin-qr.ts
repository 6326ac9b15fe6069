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

/** The bulletin's web address as a QR code: as SVG for its page and as PNG for its PDF. */
export async function makeBulletinQr(webAddress: string): Promise<BulletinQr> {
  const [svg, pngDataUrl] = await Promise.all([
    QRCode.toString(webAddress, { ...OPTIONS, type: 'svg' }),
    // Four pixels a module: crisp enough on paper even where a viewer smooths images.
    QRCode.toDataURL(webAddress, { ...OPTIONS, type: 'image/png', scale: 4 }),
  ]);
  return { svg: svg.trim(), pngDataUrl };
}

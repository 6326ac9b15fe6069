import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { approvalLines, draftMark, type BulletinApproval } from '@/domain/bulletins/approval-lines';
import type { BulletinDocument } from '@/domain/bulletins/bulletin-document';
import type { BulletinMap } from '@/domain/bulletins/bulletin-map';
import { bulletinContext } from './bulletin-context';
import { makeBulletinQrPng } from './make-bulletin-qr-png';
import { BODY_ID, BulletinPdf, footerLines, PDF_FONT, type BulletinLogo } from './pdf/bulletin-pdf';
import { layOutPdf, writePdf, type PdfLayout } from './pdf/pdf-engine';
import { footerSpace, PAGE } from './pdf/pdf-parts';
import { rememberGlyphRuns } from './pdf/remember-glyph-runs';
import type { Measure } from './pdf/table-pdf';

// Text sizes (× 10 pt) a bulletin may print at. The largest that still fits on one page is chosen, so
// a short bulletin fills its page. Below 1 the text stays at 10 pt and only lines and gaps tighten;
// a bulletin too long even then flows onto a second page, never cut.
export const SCALES = [1.5, 1.42, 1.35, 1.28, 1.2, 1.13, 1.06, 1] as const;
const TIGHT = 0.9;
// The very last resort for one page: the compact page's gaps tightened further still.
const TIGHTEST = 0.8;
// Text grows a little faster than its size (more lines of larger letters), so growth is estimated
// with this power of the size ratio: a little more than real, so the estimate seldom overshoots.
const GROWTH = 1.6;
// react-pdf cuts a page where a box ends below the page's bottom padding by more than this.
const SPLIT_TOLERANCE = 0.001;
const RUNS_OVER = Number.POSITIVE_INFINITY;

// The size chosen for a content: a bulletin is previewed, saved and approved with the same text, map,
// logos and footer room, and its size search gives the same answer each time, so the next render of
// it lays out once. Keyed by a hash of everything the layout depends on; bounded.
const chosenScales = new Map<string, Fit>();

/** A size and whether the page is compact (no impacts nor "Words used": the HTML view keeps them), the last resort for one page. */
type Fit = { scale: number; compact: 0 | 1 | 2 | 3 };
const MAX_CHOSEN_SCALES = 1000;

type Prepared = { measure: Measure };
let prepared: Promise<Prepared> | undefined;

/**
 * Fonts from npm (Noto Sans covers ñ and every Tagalog letter) and their metrics, loaded once per
 * process on the first render: the one thing the renderer reads from disk. Everything else it draws
 * is handed in.
 */
function prepare(): Promise<Prepared> {
  prepared ??= (async () => {
    const font = (weight: string, file: string) => path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans', weight, file);
    Font.register({
      family: PDF_FONT,
      fonts: [
        { src: font('400Regular', 'NotoSans_400Regular.ttf') },
        { src: font('400Regular_Italic', 'NotoSans_400Regular_Italic.ttf'), fontStyle: 'italic' },
        { src: font('700Bold', 'NotoSans_700Bold.ttf'), fontWeight: 700 },
        { src: font('700Bold_Italic', 'NotoSans_700Bold_Italic.ttf'), fontWeight: 700, fontStyle: 'italic' },
      ],
    });
    // Words are not hyphenated: a broken place or crop name reads worse than a ragged line.
    Font.registerHyphenationCallback((word) => [word]);
    const [regular, bold, ...italics] = [
      Font.getFont({ fontFamily: PDF_FONT }),
      Font.getFont({ fontFamily: PDF_FONT, fontWeight: 700 }),
      Font.getFont({ fontFamily: PDF_FONT, fontStyle: 'italic' }),
      Font.getFont({ fontFamily: PDF_FONT, fontWeight: 700, fontStyle: 'italic' }),
    ];
    await Promise.all([regular, bold, ...italics].map((face) => face.load()));
    for (const face of [regular, bold, ...italics]) rememberGlyphRuns(face.data!);
    const widths = new Map<string, number>();
    const measure: Measure = (text, size, isBold = false) => {
      const key = `${isBold ? 'b' : 'r'}${text}`;
      let width = widths.get(key);
      if (width === undefined) {
        const face = (isBold ? bold : regular).data!;
        width = face.layout(text).advanceWidth / face.unitsPerEm;
        if (widths.size > 5000) widths.clear();
        widths.set(key, width);
      }
      return width * size;
    };
    return { measure };
  })();
  // A failure (a missing font file) is not kept: the next bulletin tries again.
  prepared.catch(() => (prepared = undefined));
  return prepared;
}

/** Where the body starts and ends on the first page, from react-pdf's layout of the document. */
function bodyBox(layout: PdfLayout): { top: number; bottom: number } | null {
  const body = layout.children?.[0]?.children?.find((node) => node.props?.id === BODY_ID);
  return body?.box ? { top: body.box.top, bottom: body.box.top + body.box.height } : null;
}

export interface RenderedBulletin {
  pdf: Buffer;
  pages: number;
  scale: number;
}

/** What the footer prints of one saved (or previewed) bulletin. */
export interface BulletinStamp {
  issuedAt: Date;
  reference: string;
  webAddress: string;
  /** Who prepared and approved it, and when; without it the bulletin is a draft and says so. */
  approval?: BulletinApproval;
}

/**
 * The bulletin as an A4 PDF, its text as large as fits one page: laid out at 10 pt first, then at the
 * size its measured free space allows (one step down if that overshoots): at most three layouts, and
 * only the size chosen written as PDF. One too long at 10 pt is tried once with tighter lines before
 * it flows onto more pages.
 *
 * Data in, bytes out: the document, its map (`getBulletinMap`, or null for none), the footer's stamp
 * (with the approval once approved: a draft has none and says so) and the logos (`getBulletinLogos`)
 * are all it draws from; it reads no database, file or network (the fonts aside, loaded from
 * node_modules on the first render).
 */
export async function renderBulletinPdf(
  doc: BulletinDocument,
  map: BulletinMap | null,
  stamp: BulletinStamp,
  logos: readonly BulletinLogo[],
): Promise<RenderedBulletin> {
  const { measure } = await prepare();
  const context = bulletinContext(doc.language);
  const stamped = { issuedAt: context.dateTime(stamp.issuedAt), reference: stamp.reference, webAddress: stamp.webAddress };
  const reserved = footerSpace(footerLines(context, stamped), measure);
  const approval = stamp.approval ? approvalLines(stamp.approval, doc.language) : null;
  const draft = stamp.approval ? null : draftMark(doc.language);
  const extras = { ...stamped, approval, draft, qrCode: makeBulletinQrPng(stamp.webAddress), logos, map, measure, footerSpace: reserved };
  const room = PAGE.height - reserved;
  // Each size tried is only laid out, uncut (see layOutPdf): a body that ends above the footer is what
  // cutting would leave on one page, and that very layout is written. Only a bulletin too long for one
  // page at the smallest sizes is laid out cut, to count and draw its pages.
  const layOut = async (scale: number, cut = false, compact: Fit['compact'] = 0): Promise<LaidOut> => {
    const laidOut = await layOutPdf(<BulletinPdf document={doc} context={context} extras={{ ...extras, scale, compact }} />, { paginate: cut });
    const box = bodyBox(laidOut.layout);
    if (cut) return { laidOut, scale, compact, pages: laidOut.layout.children?.length ?? 0, box, cut };
    if (box === null) return layOut(scale, true, compact);
    return { laidOut, scale, compact, pages: box.bottom <= room + SPLIT_TOLERANCE ? 1 : RUNS_OVER, box, cut };
  };
  const write = async (fit: LaidOut): Promise<RenderedBulletin> => ({
    pdf: await writePdf(fit.laidOut),
    pages: fit.pages,
    scale: fit.scale,
  });

  const contentKey = createHash('sha256')
    .update(JSON.stringify([doc, map, logos, approval, draft, reserved]))
    .digest('base64url');
  const known = chosenScales.get(contentKey);
  if (known !== undefined) {
    const again = await layOut(known.scale, false, known.compact);
    return write(again.pages === RUNS_OVER ? await layOut(known.scale, true, known.compact) : again);
  }
  const chosen = await chooseSize(layOut, room);
  if (chosenScales.size >= MAX_CHOSEN_SCALES) chosenScales.delete(chosenScales.keys().next().value!);
  chosenScales.set(contentKey, { scale: chosen.scale, compact: chosen.compact });
  return write(chosen);
}

interface LaidOut {
  laidOut: Awaited<ReturnType<typeof layOutPdf>>;
  scale: number;
  compact: Fit['compact'];
  /** Pages of a cut layout; 1 or RUNS_OVER for an uncut one. */
  pages: number;
  box: { top: number; bottom: number } | null;
  cut: boolean;
}

/**
 * The largest size that fits one page: laid out at 10 pt first; then, from each measured fit, the
 * largest size estimated to still fit is tried; at most three layouts in all. One too long at 10 pt is
 * tried with tighter lines, then compact (see Fit); only one that fits none of these is laid out cut, over pages.
 */
async function chooseSize(layOut: (scale: number, cut?: boolean, compact?: Fit['compact']) => Promise<LaidOut>, room: number): Promise<LaidOut> {
  let fit = await layOut(SCALES.at(-1)!);
  if (fit.pages === RUNS_OVER) {
    // A bulletin is one page: tighter lines first, then the compact page (the advice's steps without
    // their impacts, no glossary), whose full text stays on the bulletin's page on the web.
    const tight = await layOut(TIGHT);
    if (tight.pages === 1) return tight;
    for (const level of [1, 2, 3] as const) {
      const compact = await layOut(TIGHT, false, level);
      if (compact.pages === 1) return compact;
    }
    const tightest = await layOut(TIGHTEST, false, 3);
    if (tightest.pages === 1) return tightest;
    const [long, compactCut] = [await layOut(SCALES.at(-1)!, true), await layOut(TIGHTEST, true, 3)];
    return compactCut.pages < long.pages ? compactCut : long;
  }
  if (fit.box === null) return fit;
  let tooLarge = Infinity;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { scale } = fit;
    const { top, bottom } = fit.box!;
    const predicted = (s: number) => top + (bottom - top) * Math.pow(s / scale, GROWTH);
    const candidate = SCALES.find((s) => s > scale && s < tooLarge && predicted(s) <= room);
    if (candidate === undefined) break;
    const next = await layOut(candidate);
    if (next.pages === 1 && next.box !== null) fit = next;
    else tooLarge = candidate;
  }
  return fit;
}

import 'server-only';
import { createHash } from 'node:crypto';
import { renderToBuffer } from '@react-pdf/renderer';
import { approvalLines, draftMark, type BulletinApproval } from '@/modules/bulletins/rules/approval-lines';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { drawBulletinMap } from '@/modules/bulletins/rules/bulletin-map-svg';
import { dropControlCharacters } from '@/platform/request/rules/drop-control-characters';
import { bulletinContext } from './bulletin-context';
import { makeBulletinQrPng } from './make-bulletin-qr-png';
import { BulletinPdf, footerLines, mapWidthAt, type BulletinLogo, type BulletinPdfExtras } from './pdf/bulletin-pdf';
import { countPdfPages } from './pdf/count-pdf-pages';
import { findFirstFit } from './pdf/find-first-fit';
import { loadPdfFonts } from './pdf/load-pdf-fonts';
import { footerSpace } from './pdf/pdf-parts';
import { rasteriseSvg } from './pdf/rasterise-svg';
import { rendererMemory } from './pdf/renderer-memory';

// Text sizes (× 10 pt) a bulletin may print at. The largest that still fits on one page is chosen, so
// a short bulletin fills its page. Below 1 the text stays at 10 pt and only lines and gaps tighten;
// a bulletin too long even then flows onto a second page, never cut.
export const SCALES = [1.5, 1.42, 1.35, 1.28, 1.2, 1.13, 1.06, 1] as const;
const TIGHT = 0.9;
// The last resorts for one page: the compact page's gaps tightened further still, then its lines too
// (a cyclone week's seasonal bulletin in Tagalog, the storm's advice for three stages before the months').
const TIGHTER = 0.8;
const TIGHTEST = 0.7;

/** A size and whether the page is compact (no impacts nor "Words used": the HTML view keeps them), the last resort for one page. */
type Fit = { scale: number; compact: 0 | 1 | 2 | 3 };
/** What is tried, largest print first: each size, tighter lines, then the compact pages (see BulletinPdfExtras). */
const LADDER: readonly Fit[] = [
  ...SCALES.map((scale) => ({ scale, compact: 0 as const })),
  { scale: TIGHT, compact: 0 },
  { scale: TIGHT, compact: 1 },
  { scale: TIGHT, compact: 2 },
  { scale: TIGHT, compact: 3 },
  { scale: TIGHTER, compact: 3 },
  { scale: TIGHTEST, compact: 3 },
];
const AT_10_PT = SCALES.length - 1;

// The rung chosen for a content is kept (`rendererMemory`): a bulletin is previewed, saved and approved
// with the same text, map, logos and footer room, and its search gives the same answer each time, so
// the next render of it is one render. Keyed by a hash of everything the layout depends on.
// Where the search for a new content starts: the rung the last new one took. A batch's bulletins are
// alike (one crop, one outlook, neighbouring towns), so the guess is mostly right.
let lastRung = AT_10_PT;

// The pictures are drawn at three pixels a point of their largest placed size: sharp in print.
const PIXELS_PER_POINT = 3;
const LOGO_HEIGHT = 24;

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
 * The bulletin as an A4 PDF, its text as large as fits one page. Each try is react-pdf's own
 * `renderToBuffer` of the whole bulletin at one rung of the ladder (sizes, then tighter and compact
 * pages), its pages counted in the PDF it wrote; the first rung that is one page is searched from a guess
 * (`findFirstFit`), and the bytes of that try are the answer. A bulletin too long for every rung
 * flows onto more pages at 10 pt, or compact at the tightest, whichever has fewer.
 *
 * Data in, bytes out: the document, its map (`getBulletinMap`, or null for none), the footer's stamp
 * (with the approval once approved: a draft has none and says so) and the logos (`getBulletinLogos`)
 * are all it draws from; it reads no database, file or network (the fonts aside, loaded from
 * node_modules on the first render). The map and the logos are SVG, printed as pictures.
 */
export async function renderBulletinPdf(
  document: BulletinDocument,
  map: BulletinMap | null,
  stamp: BulletinStamp,
  logos: readonly BulletinLogo[],
): Promise<RenderedBulletin> {
  // A record written before staff text refused control characters prints without their junk glyphs.
  const doc = dropControlCharacters(document);
  const measure = await loadPdfFonts();
  const context = bulletinContext(doc.language);
  const stamped = { issuedAt: context.dateTime(stamp.issuedAt), reference: stamp.reference, webAddress: stamp.webAddress };
  const reserved = footerSpace(footerLines(context, stamped), measure);
  const approval = stamp.approval ? approvalLines(stamp.approval, doc.language) : null;
  const draft = stamp.approval ? null : draftMark(doc.language);
  const mapPng = map ? rasteriseSvg(drawBulletinMap(map, doc.municipality.name), Math.ceil(PIXELS_PER_POINT * mapWidthAt(SCALES[0]))) : null;
  const extras: Omit<BulletinPdfExtras, 'scale' | 'compact' | 'map'> = {
    ...stamped,
    approval,
    draft,
    qrCode: makeBulletinQrPng(stamp.webAddress),
    logos: logos.map((logo) => {
      const width = (logo.width * LOGO_HEIGHT) / logo.height;
      return { png: rasteriseSvg(logo.markup, Math.ceil(PIXELS_PER_POINT * width)), width, height: LOGO_HEIGHT };
    }),
    measure,
    footerSpace: reserved,
  };
  const renderAt = async (rung: number): Promise<RenderedBulletin> => {
    const { scale, compact } = LADDER[rung]!;
    const width = mapWidthAt(scale);
    const placed = map && mapPng ? { picture: { png: mapPng, width, height: (width * map.height) / map.width }, legend: map.legend } : null;
    const pdf = await renderToBuffer(<BulletinPdf document={doc} context={context} extras={{ ...extras, scale, compact, map: placed }} />);
    return { pdf, pages: countPdfPages(pdf), scale };
  };

  const contentKey = createHash('sha256')
    .update(JSON.stringify([doc, map, logos, approval, draft, reserved]))
    .digest('base64url');
  const known = rendererMemory.get(`rung:${contentKey}`);
  if (typeof known === 'number') return renderAt(known);
  const tried = new Map<number, RenderedBulletin>();
  const fit = await findFirstFit(LADDER.length, lastRung, renderAt, tried);
  let rung: number;
  if (fit) {
    rung = lastRung = fit.rung;
  } else {
    // Over a page even compact at the tightest: the whole bulletin at 10 pt unless the compact one has fewer pages.
    const long = tried.get(AT_10_PT) ?? (await renderAt(AT_10_PT));
    rung = tried.get(LADDER.length - 1)!.pages < long.pages ? LADDER.length - 1 : AT_10_PT;
    tried.set(AT_10_PT, long);
  }
  rendererMemory.set(`rung:${contentKey}`, rung);
  return tried.get(rung)!;
}

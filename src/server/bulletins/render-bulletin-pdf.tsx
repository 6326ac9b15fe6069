import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { BulletinDocument } from '@/domain/bulletins/bulletin-document';
import { LOGOS } from '@/domain/site/logos';
import type { Queryable } from '@/server/db/database';
import { getBoundaries } from '@/server/maps/get-boundaries';
import { projectMapShapes } from '@/server/maps/project-map-shapes';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';
import { bulletinContext } from './bulletin-context';
import { BulletinPdf, PDF_FONT, type BulletinPdfExtras } from './pdf/bulletin-pdf';

// Text shrinks in these steps to keep a bulletin on one page; below the last it flows onto a second.
const SCALES = [1, 0.92, 0.85, 0.78];
const MAP_BOX = { width: 240, height: 200 };

let prepared: { logos: BulletinPdfExtras['logos'] } | undefined;

/** Fonts from npm (Noto Sans covers ñ and every Tagalog letter) and the logo files, read once. */
function prepare() {
  if (prepared) return prepared;
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
  const logos = LOGOS.map((logo) => ({
    markup: fs.readFileSync(path.join(process.cwd(), 'public/logos', logo.file), 'utf8'),
    width: logo.width,
    height: logo.height,
  }));
  prepared = { logos };
  return prepared;
}

async function provinceMap(db: Queryable, doc: BulletinDocument): Promise<BulletinPdfExtras['map']> {
  const { municipalities } = await resolvePlaceFilter(db, { province: doc.province.psgc });
  const boundaries = await getBoundaries(db, municipalities.map((m) => m.psgc));
  if (boundaries.size === 0) return null;
  const shapes = projectMapShapes(
    municipalities.map((m) => ({ psgc: m.psgc, lat: m.lat, lon: m.lon, geometry: boundaries.get(m.psgc) })),
    MAP_BOX.width,
    MAP_BOX.height,
    4,
  );
  return { ...MAP_BOX, shapes: shapes.filter((shape) => shape.path).map((shape) => ({ d: shape.path!, selected: shape.psgc === doc.municipality.psgc })) };
}

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

export interface RenderedBulletin {
  pdf: Buffer;
  pages: number;
  scale: number;
}

/** The bulletin as an A4 PDF: one page when the text fits at one of the shrink steps, else more. */
export async function renderBulletinPdf(
  db: Queryable,
  doc: BulletinDocument,
  stamp: { issuedAt: Date; reference: string; webAddress: string },
): Promise<RenderedBulletin> {
  const { logos } = prepare();
  const context = bulletinContext(doc.language);
  const issuedAt = new Intl.DateTimeFormat(context.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Manila',
  }).format(stamp.issuedAt);
  const map = await provinceMap(db, doc);
  let rendered: RenderedBulletin | undefined;
  for (const scale of SCALES) {
    const pdf = await renderToBuffer(<BulletinPdf document={doc} context={context} extras={{ scale, issuedAt, reference: stamp.reference, webAddress: stamp.webAddress, logos, map }} />);
    rendered = { pdf, pages: pageCount(pdf), scale };
    if (rendered.pages === 1) break;
  }
  return rendered!;
}

import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { HAND_BUILT_DOC, HAND_BUILT_LOGOS, HAND_BUILT_MAP } from '../../../../tests/support/hand-built-bulletin';
import { pdfImages, pdfPictureColours } from '../../../../tests/support/pdf-images';
import { pdfText } from '../../../../tests/support/pdf-text';
import { renderBulletinPdf } from './render-bulletin-pdf';

// Data in, bytes out: this test has no database, and anything that asked for one would fail.
vi.mock('@/platform/startup/portal-database', () => {
  const refuse = () => {
    throw new Error('the renderer asked for the database');
  };
  return { getDatabaseHandle: refuse, setDatabaseHandle: refuse, closeDatabaseHandle: refuse };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Every module the renderer loads at run time: local files (from the root) and packages. Type-only imports are left out. */
function runtimeImports(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  const resolve = (from: string, specifier: string): string | null => {
    const base = specifier.startsWith('@/')
      ? path.join(ROOT, 'src', specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
    if (base === null) return null;
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((suffix) => base + suffix)
      .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
    if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
    return found;
  };
  const visit = (file: string) => {
    const relative = path.relative(ROOT, file);
    if (files.has(relative)) return;
    files.add(relative);
    if (!/\.tsx?$/.test(file)) return;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      const local = resolve(file, specifier);
      if (local) visit(local);
      else packages.add(specifier);
    }
  };
  visit(path.join(ROOT, entry));
  return { files, packages };
}

const doc = HAND_BUILT_DOC;
const map = HAND_BUILT_MAP;
const logos = HAND_BUILT_LOGOS;
const stamp = { issuedAt: new Date('2026-11-22T06:05:00Z'), reference: 'ACAP-4A-TD-20261122-HANDMADE', webAddress: 'https://acap.example/bulletins/handmade' };

/** The fill colours the first page paints, as pdf.js reads its drawing operations. */
async function fillColours(pdf: Uint8Array): Promise<Set<string>> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const operators = await (await document.getPage(1)).getOperatorList();
  const colours = new Set<string>();
  operators.fnArray.forEach((fn, i) => {
    if (fn === OPS.setFillRGBColor) colours.add(String(operators.argsArray[i]).toLowerCase());
  });
  await document.destroy();
  return colours;
}

describe('renderBulletinPdf', () => {
  it('loads no database, file or network module: only the document, map, stamp and logos it is handed', () => {
    const { files, packages } = runtimeImports('src/modules/bulletins/server/render-bulletin-pdf.tsx');
    expect([...files].filter((file) => /^src\/(db\/|platform\/(db|env)\/|platform\/request\/[^/]+$|modules\/(places|weather)\/server\/)/.test(file))).toEqual(
      [],
    );
    const io = /^(node:)?(fs|fs\/promises|http|https|net|dns|child_process)$|^(drizzle-orm|pg|postgres|@electric-sql\/pglite|undici|node-fetch)(\/|$)/;
    expect([...packages].filter((name) => io.test(name))).toEqual([]);
    // It does load the drawing parts it needs, so the walk above did follow the imports.
    expect(files).toContain('src/modules/bulletins/server/pdf/bulletin-pdf.tsx');
    expect(packages).toContain('@react-pdf/renderer');
  });

  it('draws a hand-built document and map into PDF bytes with no database or network', async () => {
    // The layout engine (yoga) loads its WebAssembly from a `data:` address in its own code: that is
    // no network. Any other address is refused and counted.
    const realFetch = globalThis.fetch;
    const network: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const address = input instanceof Request ? input.url : String(input);
      if (address.startsWith('data:')) return realFetch(input, init);
      network.push(address);
      return Promise.reject(new Error('the renderer used the network'));
    });
    // Plain data: what survives JSON is all the renderer gets.
    const input = JSON.parse(JSON.stringify({ doc, map, logos, stamp: { ...stamp, issuedAt: stamp.issuedAt.toISOString() } })) as {
      doc: BulletinDocument;
      map: BulletinMap;
      logos: typeof logos;
      stamp: { issuedAt: string; reference: string; webAddress: string };
    };

    const rendered = await renderBulletinPdf(input.doc, input.map, { ...input.stamp, issuedAt: new Date(input.stamp.issuedAt) }, input.logos);

    expect(network).toEqual([]);
    expect(Buffer.from(rendered.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(rendered.pages).toBe(1);
    const text = (await pdfText(rendered.pdf)).join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      '10-Day Farm Weather Outlook and Advisory',
      'Bay, Laguna',
      'Rice',
      'November 21 – 22, 2026',
      '22.9–31.6 °C',
      'Active tillering',
      'Open the field drains before the rain arrives.',
      'Moderate rains on the map',
      'Heavy rains on the map',
      'ACAP-4A-TD-20261122-HANDMADE',
      'November 22, 2026, 14:05 PHT',
      'https://acap.example/bulletins/handmade',
    ]) {
      expect(text).toContain(expected);
    }
    // The map's own colours, as handed in, in its picture: the place's fill, the neighbour's; the logo's in
    // its own; and the legend's swatches drawn beside the map.
    const pictures = await pdfPictureColours(rendered.pdf);
    for (const hex of ['#abcdef', '#123456', '#2e7d32']) expect(pictures).toContain(hex);
    const colours = await fillColours(rendered.pdf);
    for (const hex of ['#abcdef', '#123456']) expect(colours).toContain(hex);
  });

  it('draws a bulletin without a map when none is handed in', async () => {
    const rendered = await renderBulletinPdf(doc, null, stamp, []);
    expect(Buffer.from(rendered.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(rendered.pages).toBe(1);
    const text = (await pdfText(rendered.pdf)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Bay, Laguna');
    expect(text).not.toContain('on the map');
    expect(await fillColours(rendered.pdf)).not.toContain('#abcdef');
    expect(await pdfPictureColours(rendered.pdf)).not.toContain('#abcdef');
  });

  it('prints the same content at the same size when it is rendered again, under another stamp, as a preview is saved', async () => {
    const first = await renderBulletinPdf(doc, map, stamp, logos);
    const again = await renderBulletinPdf(doc, map, { ...stamp, issuedAt: new Date(stamp.issuedAt.getTime() + 60_000) }, logos);
    expect({ scale: again.scale, pages: again.pages }).toEqual({ scale: first.scale, pages: first.pages });
    expect((await pdfText(again.pdf)).join(' ')).toContain('14:06 PHT');
    // Content the size search has not seen is searched afresh: a shorter advice fits a larger size.
    const short = await renderBulletinPdf({ ...doc, advice: [] }, map, stamp, logos);
    expect(short.scale).toBeGreaterThanOrEqual(first.scale);
  });
});

describe('the approval block and the QR code of the web address', () => {
  const approval = { preparedBy: 'Ana Reyes', approvedBy: 'Jose Cruz', approvedAt: new Date('2026-11-26T06:05:00Z') };
  const TWENTY_MM = (20 / 25.4) * 72;

  /** The one QR code the page paints (beside the map's and the logos' pictures), read back as a viewer decodes it. */
  async function paintedQr(pdf: Uint8Array) {
    const [images] = await pdfImages(pdf);
    const codes = images!.flatMap((image) => {
      const address = jsQR(image.rgba, image.width, image.height)?.data;
      return address ? [{ drawn: image.drawn, address }] : [];
    });
    expect(codes).toHaveLength(1);
    return codes[0]!;
  }

  it('prints who prepared and approved a published bulletin and when, in Philippine time, with its address in words and as a QR code', async () => {
    const rendered = await renderBulletinPdf(doc, map, { ...stamp, approval }, logos);
    expect(rendered.pages).toBe(1);
    const text = (await pdfText(rendered.pdf)).join('\n').replace(/\s+/g, ' ');
    for (const line of ['Prepared by Ana Reyes', 'Approved by Jose Cruz', 'Approved on November 26, 2026, 14:05 PHT']) expect(text).toContain(line);
    expect(text).toContain(`Online: ${stamp.webAddress}`);
    expect(text).not.toContain('DRAFT');
    const qr = await paintedQr(rendered.pdf);
    expect(qr.address).toBe(stamp.webAddress);
    expect(qr.drawn.width).toBeGreaterThanOrEqual(TWENTY_MM);
    expect(qr.drawn.height).toBeCloseTo(qr.drawn.width, 3);
    // Embedded as the PNG's own compressed pixels: no transparency split off into a mask of its own.
    expect(rendered.pdf.toString('latin1')).not.toContain('/SMask');
  });

  it('says the same in a Tagalog bulletin', async () => {
    const tagalog = { ...doc, language: 'tag' as const };
    const rendered = await renderBulletinPdf(tagalog, map, { ...stamp, approval }, logos);
    expect(rendered.pages).toBe(1);
    const text = (await pdfText(rendered.pdf)).join('\n').replace(/\s+/g, ' ');
    for (const line of ['Inihanda ni Ana Reyes', 'Inaprubahan ni Jose Cruz', 'Inaprubahan noong Nobyembre 26, 2026, 14:05 PHT']) expect(text).toContain(line);
    expect(text).toContain(stamp.webAddress);
    expect((await paintedQr(rendered.pdf)).address).toBe(stamp.webAddress);
  });

  it('marks a draft as not approved and prints no approval block', async () => {
    const rendered = await renderBulletinPdf(doc, map, stamp, logos);
    const text = (await pdfText(rendered.pdf)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('DRAFT — not approved, not for distribution');
    expect(text).not.toMatch(/Prepared by|Approved by|Approved on/);
    // The draft lays out as the published bulletin will, QR code included.
    expect((await paintedQr(rendered.pdf)).address).toBe(stamp.webAddress);
  });
});

import 'server-only';
import { Font, pdf, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/** react-pdf's laid-out document: pages, each with its boxes; what the sizes are chosen from. */
export interface PdfLayout {
  children?: PdfLayoutNode[];
}

export interface PdfLayoutNode {
  box?: { top: number; height: number };
  props?: { id?: string };
  children?: PdfLayoutNode[];
}

interface DocumentNode {
  props?: { title?: string; author?: string; subject?: string; keywords?: string; creator?: string; producer?: string; language?: string };
}

interface PdfStream {
  on(event: 'data', listener: (chunk: Buffer) => void): void;
  on(event: 'end', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}

/** The font state of a pdfkit document: the parts of its `font()` that reuseEmbeddedFonts stands in for. */
interface PdfKitFonts {
  font(src: unknown, family?: unknown, size?: unknown): unknown;
  fontSize(size: number): unknown;
  _font: { name?: string } | null;
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
  _fontSource: unknown;
  _fontFamily: unknown;
}

/**
 * react-pdf sets the font (a fontkit face) before every run of text it writes, and for each pdfkit opens
 * a new embedded font only to compare its name tables with the one it already has and keep that: a
 * tenth of the writing. A face's font is looked up instead once pdfkit has kept it, leaving the
 * document as pdfkit's own `font()` would: same font, size and numbering of fonts.
 */
function reuseEmbeddedFonts(context: PdfKitFonts): void {
  const open = context.font.bind(context);
  const kept = new Map<object, PdfKitFonts['_font']>();
  context.font = (src, family, size) => {
    // Only react-pdf's call, font(face, size), is looked up; any other goes to pdfkit as it is.
    const face = typeof src === 'object' && src !== null && typeof family === 'number' && size === undefined ? src : null;
    const font = face && kept.get(face);
    if (!face || !font) {
      open(src, family, size);
      const opened = context._font;
      if (face && opened?.name && context._fontFamilies[opened.name] === opened) kept.set(face, opened);
      return context;
    }
    context._fontSource = face;
    context._fontFamily = null;
    context.fontSize(family as number);
    context._fontCount += 1;
    context._font = font;
    return context;
  };
}

interface Engine {
  layout: (document: DocumentNode, fonts: typeof Font) => Promise<PdfLayout>;
  draw: (context: PdfStream, layout: PdfLayout) => PdfStream;
  PdfDocument: new (options: object) => PdfStream;
}

let engine: Promise<Engine> | undefined;
// pdfkit ships no types of its own: named through a constant so that TypeScript takes it as it is.
const PDFKIT: string = 'pdfkit';

// renderToBuffer lays a document out and writes it as PDF in one go; a bulletin is laid out at up to
// three sizes to choose one, and only that one is written. These are the very steps (and copies:
// the same packages the renderer loads) it runs, taken one at a time. Loaded by Node, not bundled,
// like the renderer itself (serverExternalPackages), so there is one copy of each.
function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ '@react-pdf/layout'),
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ '@react-pdf/render'),
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PDFKIT),
  ]).then(([layout, render, pdfkit]) => ({
    layout: layout.default as unknown as Engine['layout'],
    draw: render.default as unknown as Engine['draw'],
    PdfDocument: (pdfkit as { default: Engine['PdfDocument'] }).default,
  }));
  engine.catch(() => (engine = undefined));
  return engine;
}
interface PageNode {
  props?: { wrap?: boolean };
}

/**
 * A react-pdf document laid out (text shaped and broken, boxes placed, pages cut) without writing any PDF.
 * With `paginate: false` its pages are not cut: react-pdf splits a page by running its layout a second
 * time over what stays on it, even when everything does, so a layout only meant to measure whether the
 * content fits costs half as much uncut. Content taller than a page then runs past its bottom.
 */
export async function layOutPdf(
  element: ReactElement<DocumentProps>,
  { paginate = true }: { paginate?: boolean } = {},
): Promise<{ document: DocumentNode; layout: PdfLayout }> {
  const { layout } = await loadEngine();
  // The renderer's reconciler turns the element into its document tree synchronously, as renderToBuffer does.
  const document = (pdf(element) as { container: { document: DocumentNode & { children?: PageNode[] } } }).container.document;
  // A page with wrap={false} is one page, whatever it holds: react-pdf's own switch.
  if (!paginate) for (const page of document.children ?? []) page.props = { ...page.props, wrap: false };
  return { document, layout: await layout(document, Font) };
}

/** A laid-out document written as PDF bytes, with the document information renderToBuffer writes. */
export async function writePdf({ document, layout }: { document: DocumentNode; layout: PdfLayout }): Promise<Buffer> {
  const { draw, PdfDocument } = await loadEngine();
  const props = document.props ?? {};
  const info = Object.fromEntries(
    Object.entries({
      Title: props.title,
      Author: props.author,
      Subject: props.subject,
      Keywords: props.keywords,
      Creator: props.creator ?? 'react-pdf',
      Producer: props.producer ?? 'react-pdf',
      CreationDate: new Date(),
    }).filter(([, value]) => value !== undefined && value !== null),
  );
  // font: null: no default Helvetica, which pdfkit otherwise parses from its metrics file for every
  // document (half a millisecond) and never uses: react-pdf sets the font of every run of text it draws.
  const context = new PdfDocument({ compress: true, lang: props.language, displayTitle: true, autoFirstPage: false, info, font: null });
  reuseEmbeddedFonts(context as unknown as PdfKitFonts);
  const stream = draw(context, layout);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, as a reader would copy it (pdf.js, the engine of Firefox's viewer). */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}

/** One run of text where pdf.js places it, in points from the page's bottom-left corner. */
export interface PdfTextItem {
  str: string;
  x: number;
  /** The baseline. */
  y: number;
  width: number;
  fontSize: number;
}

export interface PdfPageText {
  width: number;
  height: number;
  items: PdfTextItem[];
}

/** Every non-blank text item of each page with its position, width and font size (from its transform). */
export async function pdfTextItems(bytes: Uint8Array | Buffer): Promise<PdfPageText[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) => {
      if (!('str' in item) || !item.str.trim()) return [];
      const [, , c, d, x, y] = item.transform as number[];
      return [{ str: item.str, x: x!, y: y!, width: item.width, fontSize: Math.hypot(c!, d!) }];
    });
    pages.push({ width, height, items });
  }
  await pdf.destroy();
  return pages;
}

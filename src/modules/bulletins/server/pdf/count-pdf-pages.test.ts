import { createElement as h } from 'react';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { countPdfPages } from './count-pdf-pages';

const paragraphs = (count: number) => Array.from({ length: count }, (_, i) => h(Text, { key: i }, `Paragraph ${i + 1}: drain the field before the rain.`));

describe('countPdfPages', () => {
  it('counts the pages react-pdf wrote, one or as many as the content ran onto', async () => {
    expect(countPdfPages(await renderToBuffer(h(Document, null, h(Page, { size: 'A6' }, paragraphs(3)))))).toBe(1);
    const long = await renderToBuffer(h(Document, null, h(Page, { size: 'A6' }, paragraphs(120))));
    expect(countPdfPages(long)).toBeGreaterThan(3);
    // As many as pdf.js, a reader, finds.
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const read = await getDocument({ data: new Uint8Array(long), isEvalSupported: false }).promise;
    expect(countPdfPages(long)).toBe(read.numPages);
    await read.destroy();
  });

  it('refuses a PDF whose page tree it cannot read rather than guess', () => {
    expect(() => countPdfPages(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /ObjStm >>\nendobj\n'))).toThrow(/no page tree/);
  });
});

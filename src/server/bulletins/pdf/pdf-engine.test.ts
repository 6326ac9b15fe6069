import { Document, Page, Text, View, type DocumentProps } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { layOutPdf, writePdf, type PdfLayout } from './pdf-engine';

const A4_HEIGHT = 841.89;
const FOOTER = 60;

/** A page shaped like a bulletin's: a body in the flow, a footer fixed to the foot of every page. */
function sheet(paragraphs: number): ReactElement<DocumentProps> {
  const body = Array.from({ length: paragraphs }, (_, i) =>
    h(Text, { key: i, style: { marginBottom: 6 } }, `Paragraph ${i + 1}: drain the field before the rain.`),
  );
  return h(
    Document,
    null,
    h(
      Page,
      { size: 'A4', style: { padding: 30, paddingBottom: FOOTER, minHeight: A4_HEIGHT } },
      h(View, { id: 'body' }, body),
      h(View, { fixed: true, style: { position: 'absolute', left: 30, right: 30, bottom: 20 } }, h(Text, null, 'Footer')),
    ),
  );
}

// What differs between two writes of one layout: the creation date and what pdfkit derives from it.
const normalised = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[[^\]]*\]/g, '');

const bodyBottom = (layout: PdfLayout) => {
  const body = layout.children?.[0]?.children?.find((node) => node.props?.id === 'body');
  return body!.box!.top + body!.box!.height;
};

describe('layOutPdf', () => {
  it('writes a page laid out uncut byte for byte as the same page cut, when its content fits', async () => {
    const uncut = await layOutPdf(sheet(10), { paginate: false });
    const cut = await layOutPdf(sheet(10));

    expect(cut.layout.children).toHaveLength(1);
    expect(uncut.layout.children).toHaveLength(1);
    expect(bodyBottom(uncut.layout)).toBeLessThan(A4_HEIGHT - FOOTER);
    expect(normalised(await writePdf(uncut))).toBe(normalised(await writePdf(cut)));
  });

  it('leaves content taller than the page running past its foot uncut, where cutting makes more pages', async () => {
    const uncut = await layOutPdf(sheet(80), { paginate: false });
    const cut = await layOutPdf(sheet(80));

    expect(uncut.layout.children).toHaveLength(1);
    expect(bodyBottom(uncut.layout)).toBeGreaterThan(A4_HEIGHT - FOOTER);
    expect(cut.layout.children!.length).toBeGreaterThan(1);
  });
});

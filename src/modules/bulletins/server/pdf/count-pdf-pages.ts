import 'server-only';

/**
 * How many pages a PDF has: the `/Count` of its page tree's root, the one `/Pages` dictionary (PDF 1.7,
 * 7.7.3.2), which pdfkit writes as plain text. react-pdf would also tell the count to a `render` prop,
 * but a node with one makes it lay every page out twice more, some 45 % of a render (decision 053).
 * A PDF whose page tree cannot be read (compressed into an object stream, say) is an error, never a guess.
 */
export function countPdfPages(pdf: Buffer): number {
  const at = pdf.lastIndexOf('/Type /Pages');
  const start = at === -1 ? -1 : pdf.lastIndexOf('<<', at);
  const end = at === -1 ? -1 : pdf.indexOf('>>', at);
  const count = start === -1 || end === -1 ? null : /\/Count (\d+)/.exec(pdf.toString('latin1', start, end));
  if (!count) throw new Error('The bulletin PDF has no page tree to count its pages in: has the PDF writer changed how it writes one?');
  return Number(count[1]);
}

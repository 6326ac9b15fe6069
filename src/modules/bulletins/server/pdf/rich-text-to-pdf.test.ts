import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { richTextToPdf } from './rich-text-to-pdf';

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** The words a PDF tree shows, one run per string, with the emphasis around it. */
function runs(node: ReactNode, bold = false, italic = false): Run[] {
  if (typeof node === 'string') return [{ text: node, bold, italic }];
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => runs(child, bold, italic));
  if (!isValidElement<{ children?: ReactNode; style?: { fontWeight?: number; fontStyle?: string } }>(node)) return [];
  const { children, style } = node.props;
  return runs(children, bold || style?.fontWeight === 700, italic || style?.fontStyle === 'italic');
}

const words = (html: string) =>
  runs(richTextToPdf(html, { fontSize: 10, lineHeight: 1.3 }))
    .map((run) => run.text)
    .join('');

describe('richTextToPdf', () => {
  it('keeps emphasis as bold and italic runs', () => {
    const all = runs(richTextToPdf('<p>Plant <strong>now</strong>, <em>before</em> rain</p>', { fontSize: 10, lineHeight: 1.3 }));
    expect(all.find((run) => run.text === 'now')).toMatchObject({ bold: true, italic: false });
    expect(all.find((run) => run.text === 'before')).toMatchObject({ bold: false, italic: true });
  });

  it('numbers ordered lists and bullets the others', () => {
    expect(words('<ol><li>Drain</li><li>Harvest</li></ol><ul><li>Store</li></ul>')).toBe('1.Drain2.Harvest•Store');
  });

  it('decodes entities, turns line breaks into new lines and collapses spaces', () => {
    expect(words('<p>Rice &amp; corn&nbsp;&lt;now&gt;<br>then   &#8212; later</p>')).toBe('Rice & corn <now>\nthen — later');
  });

  it('shows no markup that is not allowed, only its text', () => {
    expect(words('<p>Safe<script>alert(1)</script> <img src="x" onerror="y">text</p>')).not.toMatch(/[<>]|alert/);
  });
});

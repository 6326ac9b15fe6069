import { describe, expect, it, vi } from 'vitest';
import { rememberTextLayouts, type LayOutText, type TextNode } from './remember-text-layouts';

type Memo = ((node: TextNode, width: number, height: number, fontStore: unknown, layOut: LayOutText) => unknown[]) & { size: () => number };
const memo = (): Memo => {
  const installed = (globalThis as unknown as Partial<Record<symbol, Memo>>)[Symbol.for('acap.textLayouts')];
  if (!installed) throw new Error('no text layout memo is installed');
  return installed;
};

const text = (value: string, style: object = { fontSize: 10, fontFamily: 'Noto Sans' }, extra: Partial<TextNode> = {}): TextNode => ({
  type: 'TEXT',
  style,
  props: {},
  children: [{ type: 'TEXT_INSTANCE', value }],
  ...extra,
});
// Each call lays the paragraph out anew: a new array of lines every time.
const counting = () => vi.fn<LayOutText>((node) => [{ laidOut: node.children?.[0]?.value }]);

rememberTextLayouts();

describe('rememberTextLayouts', () => {
  it('is installed once per thread, where the PDF worker’s react-pdf asks for it', () => {
    const installed = memo();
    expect(installed).toBeTypeOf('function');
    rememberTextLayouts();
    expect(memo()).toBe(installed);
  });

  it('lays a paragraph out once for the same text, style and box, and hands out those very lines again', () => {
    const layOut = counting();
    const first = memo()(text('Magtanim bago ang ulan'), 200, Number.NaN, {}, layOut);
    const again = memo()(text('Magtanim bago ang ulan'), 200, Number.NaN, {}, layOut);
    expect(layOut).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
  });

  it('lays it out anew when the text, a run, the style, the link, the box or the hyphenation penalty differ', () => {
    const layOut = counting();
    const base = () => text('Ani ng palay', { fontSize: 10 });
    const variants: [TextNode, number, number][] = [
      [base(), 300, 0],
      [text('Ani ng mais', { fontSize: 10 }), 300, 0],
      [text('Ani ng palay', { fontSize: 10.6 }), 300, 0],
      [text('Ani ng palay', { fontSize: 10, fontWeight: 700 }), 300, 0],
      [text('Ani ng palay', { fontSize: 10 }, { props: { href: 'https://acap.example/a' } }), 300, 0],
      [{ ...base(), children: [{ type: 'TEXT_INSTANCE', value: 'Ani ng ' }, text('palay', { fontSize: 10, fontWeight: 700 })] }, 300, 0],
      [base(), 250, 0],
      [base(), 300, 40],
      [text('Ani ng palay', { fontSize: 10 }, { props: { hyphenationPenalty: 600 } }), 300, 0],
    ];
    for (const [node, width, height] of variants) memo()(node, width, height, {}, layOut);
    expect(layOut).toHaveBeenCalledTimes(variants.length);
    // The same runs split differently are still different paragraphs.
    memo()(
      {
        ...base(),
        children: [
          { type: 'TEXT_INSTANCE', value: 'Ani n' },
          { type: 'TEXT_INSTANCE', value: 'g palay' },
        ],
      },
      300,
      0,
      {},
      layOut,
    );
    expect(layOut).toHaveBeenCalledTimes(variants.length + 1);
  });

  it('never keeps a paragraph with an inline image, one flowing around a float or one with a hyphenation of its own', () => {
    const layOut = counting();
    const withImage: TextNode = { ...text('Logo '), children: [{ type: 'TEXT_INSTANCE', value: 'Logo ' }, { type: 'IMAGE' }] };
    const aroundFloat = text('Sa paligid', undefined, { exclusions: [{ type: 'rect', x: 0, y: 0, width: 10, height: 10 }] });
    const ownHyphenation = text('Pantig', undefined, { props: { hyphenationCallback: (word: string) => [word] } });
    for (const node of [withImage, aroundFloat, ownHyphenation]) {
      memo()(node, 100, 0, {}, layOut);
      memo()(node, 100, 0, {}, layOut);
    }
    expect(layOut).toHaveBeenCalledTimes(6);
  });

  it('keeps a bounded number, dropping the least recently used first', () => {
    const layOut = counting();
    const kept = memo()(text('Madalas gamitin'), 123, 0, {}, layOut);
    let added = 0;
    // Far more paragraphs than it keeps, the first one used again now and then.
    for (let i = 0; i < 4000; i += 1) {
      memo()(text(`Talata ${i}`), 123, 0, {}, layOut);
      added += 1;
      if (i % 500 === 0) expect(memo()(text('Madalas gamitin'), 123, 0, {}, layOut)).toBe(kept);
    }
    expect(memo().size()).toBeLessThan(added);
    const callsBefore = layOut.mock.calls.length;
    memo()(text('Talata 0'), 123, 0, {}, layOut);
    expect(layOut.mock.calls.length).toBe(callsBefore + 1);
    memo()(text('Talata 3999'), 123, 0, {}, layOut);
    expect(layOut.mock.calls.length).toBe(callsBefore + 1);
  });
});

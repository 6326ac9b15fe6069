import 'server-only';

/** The part of one of react-pdf's text nodes that its text layout reads. */
export interface TextNode {
  type?: string;
  value?: string;
  style?: object;
  props?: { hyphenationPenalty?: unknown; hyphenationCallback?: unknown; href?: unknown; src?: unknown };
  children?: TextNode[];
  exclusions?: unknown[];
}

export type LayOutText = (node: TextNode, width: number, height: number, fontStore: unknown) => unknown[];
type TextLayouts = (node: TextNode, width: number, height: number, fontStore: unknown, layOut: LayOutText) => unknown[];

// Where the PDF worker's changed @react-pdf/layout looks for the memo (pdf-worker/text-layout-hook.mjs).
const MEMO = Symbol.for('acap.textLayouts');
type Holder = { [MEMO]?: TextLayouts & { size: () => number } };
// A 10-day bulletin has some 150 paragraphs; this keeps every paragraph of a few dozen bulletins at
// the sizes they were laid out at, a few MB, the oldest going first.
const LIMIT = 1500;

/**
 * What a paragraph's layout depends on: the box it is laid out in, and for it and each run of text
 * inside it, the style (font, size, line height, alignment, colour, …), the link and the text. Null
 * for one that cannot be kept: an inline image, text flowing around a float, a per-node hyphenation.
 */
function paragraphKey(node: TextNode, width: number, height: number): string | null {
  if (node.exclusions?.length || typeof node.props?.hyphenationCallback === 'function') return null;
  const parts = [String(width), String(height), JSON.stringify(node.props?.hyphenationPenalty ?? null)];
  const describe = (text: TextNode): boolean => {
    parts.push(`{${JSON.stringify([text.style ?? null, text.props?.href ?? text.props?.src ?? null])}`);
    for (const child of text.children ?? []) {
      if (child.type === 'TEXT_INSTANCE') parts.push(`"${child.value ?? ''}`);
      else if (child.type === 'IMAGE' || !describe(child)) return false;
    }
    parts.push('}');
    return true;
  };
  return describe(node) ? parts.join('\u0000') : null;
}

/**
 * Keeps the lines react-pdf lays each paragraph out into, a bounded number, and hands them out again
 * for the same paragraph in the same box: a preview, the save and the approval of a bulletin, and the
 * labels and advice its neighbours share, lay each paragraph out once (decision 049). The fonts and the
 * hyphenation are registered once per process and never change, so a paragraph's lines depend on what
 * `paragraphKey` names alone; react-pdf only reads them after layout (it slices, never changes them).
 * Installed once per thread; only the PDF worker's react-pdf asks it (the hook changes it there).
 */
export function rememberTextLayouts(): void {
  const holder = globalThis as Holder;
  if (holder[MEMO]) return;
  const kept = new Map<string, unknown[]>();
  const memo: TextLayouts = (node, width, height, fontStore, layOut) => {
    const key = paragraphKey(node, width, height);
    if (key === null) return layOut(node, width, height, fontStore);
    let lines = kept.get(key);
    if (lines === undefined) {
      lines = layOut(node, width, height, fontStore);
      if (kept.size >= LIMIT) kept.delete(kept.keys().next().value!);
    } else {
      kept.delete(key); // kept again as the newest
    }
    kept.set(key, lines);
    return lines;
  };
  holder[MEMO] = Object.assign(memo, { size: () => kept.size });
}

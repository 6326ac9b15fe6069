import 'server-only';

export interface MarkupNode {
  name: string;
  attributes: Record<string, string>;
  children: (MarkupNode | string)[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') return String.fromCodePoint(entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * Reads the well-formed markup the portal itself holds (its logo files, sanitised recommendation
 * text) into a tree. Not a general HTML parser: unknown input is sanitised before it gets here.
 */
export function parseMarkup(text: string): MarkupNode {
  const root: MarkupNode = { name: '#root', attributes: {}, children: [] };
  const stack = [root];
  const token = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>|([^<]+)/g;
  for (const match of text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '').matchAll(token)) {
    const [, closing, rawName, rawAttributes, selfClosing, content] = match;
    const parent = stack.at(-1)!;
    if (content !== undefined) {
      parent.children.push(decodeEntities(content));
      continue;
    }
    const name = rawName!.toLowerCase();
    if (closing) {
      const open = stack.findLastIndex((node) => node.name === name);
      if (open > 0) stack.length = open;
      continue;
    }
    const attributes = Object.fromEntries([...rawAttributes!.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, key, value]) => [key!, decodeEntities(value!)]));
    const node: MarkupNode = { name, attributes, children: [] };
    parent.children.push(node);
    if (!selfClosing && name !== 'br') stack.push(node);
  }
  return root;
}

/** An XML element built in code: its name, attributes and children (elements or text; empty ones are left out). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string | undefined>;
  children: XmlElement[] | string;
}

type Child = XmlElement | null | undefined | false;

/** An element holding other elements; children that are null, undefined or false are left out. */
export function element(name: string, children: readonly Child[], attributes: Record<string, string | undefined> = {}): XmlElement {
  return { name, attributes, children: children.filter((child): child is XmlElement => Boolean(child)) };
}

/** An element holding text; with no text (null, undefined or blank) there is no element. */
export function textElement(name: string, text: string | null | undefined, attributes: Record<string, string | undefined> = {}): XmlElement | null {
  return text?.trim() ? { name, attributes, children: text } : null;
}

// XML 1.0 allows tab, line feed, carriage return and U+0020 upwards, less lone surrogates and U+FFFE/U+FFFF:
// staff text with a stray control character must not make the whole document unreadable.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe inside an element or a quoted attribute (and, escaped this way, inside HTML). */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function render(node: XmlElement, indent: string): string {
  const attributes = Object.entries(node.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof node.children === 'string') return `${indent}<${node.name}${attributes}>${escapeXml(node.children)}</${node.name}>`;
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  const inner = node.children.map((child) => render(child, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

/** A whole document in UTF-8, indented for people who open it. */
export function renderXmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, '')}\n`;
}

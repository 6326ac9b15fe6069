import { XMLBuilder } from 'fast-xml-parser';
import { BIDI_CONTROLS } from '@/platform/request/rules/bidi-controls';

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
// staff text with a stray control character must not make the whole document unreadable. Bidirectional
// controls, which staff text can no longer hold, are dropped from what older records still have, so a
// reader of a feed sees a town or a signal in the order it is stored.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const feedText = (text: string) => text.replace(NOT_XML, '').replace(BIDI_CONTROLS, '');
const xmlCharacters = (_name: string, value: unknown) => feedText(String(value));

/** Text safe inside an element or a quoted attribute (and, escaped this way, inside HTML), for text written outside the builder. */
export function escapeXml(text: string): string {
  return feedText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

// fast-xml-parser writes and escapes (&, <, >, quotes); the processors drop characters XML cannot hold.
const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
  tagValueProcessor: xmlCharacters,
  attributeValueProcessor: xmlCharacters,
});

type Ordered = Record<string, unknown>;

/** The element in fast-xml-parser's ordered shape: { name: children, ':@': { '@attribute': value } }. */
function ordered(node: XmlElement): Ordered {
  const attributes = Object.entries(node.attributes).flatMap(([key, value]) => (value === undefined ? [] : [[`@${key}`, value]]));
  const children = typeof node.children === 'string' ? [{ '#text': node.children }] : node.children.map(ordered);
  return { [node.name]: children, ':@': Object.fromEntries(attributes) };
}

/** A whole document in UTF-8, indented for people who open it. */
export function renderXmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build([ordered(root)]).trim()}\n`;
}

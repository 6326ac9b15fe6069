import { XMLParser, XMLValidator } from 'fast-xml-parser';

export const CAP_1_2_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';
/** An alert is a few kilobytes; PAGASA's with polygons for a whole region some hundreds. */
export const MAX_CAP_BYTES = 1024 * 1024;

/** Why a document could not be read as a CAP 1.2 alert, in words for the staff member who sent it. */
export class CapAlertError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CapAlertError';
  }
}

export interface CapPair {
  valueName: string;
  value: string;
}

export interface CapReadingArea {
  areaDesc: string;
  geocodes: CapPair[];
}

export interface CapReadingInfo {
  /** RFC 3066 code; CAP's default `en-US` when the block gives none. */
  language: string;
  event: string;
  headline: string;
  description: string;
  /** ISO instant, when the block gives a valid `effective`. */
  effective: string | null;
  parameters: CapPair[];
  areas: CapReadingArea[];
}

/** What the portal reads of an alert: the envelope and each `<info>` block's texts, parameters and areas. */
export interface CapReading {
  identifier: string;
  sender: string;
  /** The `sent` time as an ISO instant. */
  sent: string;
  msgType: string;
  infos: CapReadingInfo[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Codes such as PSGC 0401000000 stay text: numbers would lose their leading zero.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // The five XML entities and character references; a DTD's own entities never get here (refused first).
  processEntities: true,
  htmlEntities: true,
});

/** `cap:info` → `info`: CAP may be written with a prefix for its namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function childrenNamed(node: unknown, name: string): unknown[] {
  if (!node || typeof node !== 'object') return [];
  return Object.keys(node)
    .filter((key) => !key.startsWith('@') && key !== '#text' && localName(key) === name)
    .flatMap((key) => {
      const value = (node as Node)[key];
      return Array.isArray(value) ? (value as unknown[]) : [value];
    });
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && typeof (value as Node)['#text'] === 'string') return ((value as Node)['#text'] as string).trim();
  return '';
}

const firstText = (node: unknown, name: string) => textOf(childrenNamed(node, name)[0]);

const pairs = (node: unknown, name: string): CapPair[] =>
  childrenNamed(node, name)
    .map((pair) => ({ valueName: firstText(pair, 'valueName'), value: firstText(pair, 'value') }))
    .filter((pair) => pair.valueName !== '');

/** CAP's dateTime (§3.3.2): `2025-10-22T23:00:00+08:00`, a numeric offset and no `Z`. */
const CAP_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):(\d{2})$/;

/** The instant a CAP dateTime names (ISO), or null when the text is not one. */
export function readCapDateTime(text: string): string | null {
  const parts = CAP_DATE_TIME.exec(text);
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, , offsetHours = 0, offsetMinutes = 0] = parts.slice(1).map(Number);
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const sameFields =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    local.getUTCHours() === hour &&
    local.getUTCMinutes() === minute;
  if (!sameFields || second > 59 || offsetHours > 14 || offsetMinutes > 59) return null;
  const sign = parts[7] === '-' ? -1 : 1;
  return new Date(local.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000).toISOString();
}

function decode(bytes: Uint8Array): string {
  if (bytes.length > MAX_CAP_BYTES) throw new CapAlertError(`The alert is larger than ${MAX_CAP_BYTES / 1024 / 1024} MB and was refused.`);
  if (bytes.length === 0) throw new CapAlertError('The alert is empty.');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CapAlertError('The alert is not UTF-8 text, as CAP 1.2 alerts are.');
  }
}

/** Parses the text into nodes, refusing what is not one well-formed document without a DTD. */
function parseDocument(text: string): Node {
  // A DTD is where entities (and external ones: XXE) are declared; CAP's schema has no use for one.
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    throw new CapAlertError('The document declares a DTD or entities (<!DOCTYPE …>), which CAP alerts never do; it was refused.');
  }
  let parsed: unknown;
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true) throw new CapAlertError(`The document is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
    parsed = parser.parse(text);
  } catch (error) {
    if (error instanceof CapAlertError) throw error;
    // The parser's own refusals: names that could pollute prototypes, nesting past its limit.
    throw new CapAlertError(`The document could not be read as XML: ${error instanceof Error ? error.message : 'unknown error'}.`);
  }
  return parsed && typeof parsed === 'object' ? (parsed as Node) : {};
}

function readInfo(info: unknown): CapReadingInfo {
  const effectiveText = firstText(info, 'effective');
  return {
    language: firstText(info, 'language') || 'en-US',
    event: firstText(info, 'event'),
    headline: firstText(info, 'headline'),
    description: firstText(info, 'description'),
    effective: effectiveText ? readCapDateTime(effectiveText) : null,
    parameters: pairs(info, 'parameter'),
    areas: childrenNamed(info, 'area').map((area) => ({ areaDesc: firstText(area, 'areaDesc'), geocodes: pairs(area, 'geocode') })),
  };
}

/**
 * Reads a CAP 1.2 alert (OASIS, 2010) from its bytes: UTF-8, at most 1 MB, one `<alert>` in CAP 1.2's
 * namespace, no DTD. Anything else is refused with a `CapAlertError` naming what is wrong; nothing else
 * is ever thrown.
 */
export function readCapAlert(bytes: Uint8Array): CapReading {
  const root = parseDocument(decode(bytes));
  const elements = Object.keys(root).filter((key) => !key.startsWith('@') && key !== '#text');
  if (elements.length !== 1) throw new CapAlertError('The document is not one XML element: a CAP alert is one <alert> element.');
  const rootName = elements[0]!;
  if (localName(rootName) !== 'alert') throw new CapAlertError(`This is not a CAP 1.2 alert: the root element is <${rootName}>, not <alert>.`);
  const alert = root[rootName];
  const prefix = rootName.includes(':') ? rootName.slice(0, rootName.indexOf(':')) : null;
  const attributes = alert && typeof alert === 'object' ? (alert as Node) : {};
  const namespaceAttribute = attributes[prefix ? `@xmlns:${prefix}` : '@xmlns'];
  const namespace = typeof namespaceAttribute === 'string' ? namespaceAttribute.trim() : '';
  if (namespace !== CAP_1_2_NAMESPACE) {
    throw new CapAlertError(`This is not a CAP 1.2 alert: its namespace is ${namespace ? `"${namespace}"` : 'missing'}, not "${CAP_1_2_NAMESPACE}".`);
  }
  const sentText = firstText(alert, 'sent');
  if (!sentText) throw new CapAlertError('The alert has no <sent> time.');
  const sent = readCapDateTime(sentText);
  if (!sent) throw new CapAlertError(`sent is not a CAP date-time: "${sentText.slice(0, 60)}" (CAP writes 2025-10-22T23:00:00+08:00).`);
  const infos = childrenNamed(alert, 'info').map(readInfo);
  if (infos.length === 0) throw new CapAlertError('The alert has no <info> block: it names no event and no area.');
  return { identifier: firstText(alert, 'identifier'), sender: firstText(alert, 'sender'), sent, msgType: firstText(alert, 'msgType'), infos };
}

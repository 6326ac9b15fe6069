import { BIDI_CONTROLS } from './bidi-controls';

// The control characters staff text may no longer hold (findUnstorableText refuses them), found in
// records written before: tab and line breaks stay.
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/**
 * A copy of a JSON-like value with every string's control characters (other than tab and line breaks)
 * and bidirectional controls dropped: how a record kept as it was sent (a published bulletin, an audit row) is drawn without
 * junk glyphs. The record itself is not changed.
 */
export function dropControlCharacters<T>(value: T): T {
  if (typeof value === 'string') return value.replace(CONTROL, '').replace(BIDI_CONTROLS, '') as T;
  if (Array.isArray(value)) return value.map((item: unknown) => dropControlCharacters(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dropControlCharacters(item)])) as T;
  return value;
}

import type { SmsCount } from './count-sms';
import { MAX_SMS_PARTS, SMS_UNITS } from './sms-limits';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The counter's line under an SMS text, for staff: `148 characters · 1 of 2 parts · GSM-7`. */
export function describeSmsCount(count: SmsCount): string {
  return `${plural(count.characters, 'character', 'characters')} · ${count.parts} of ${MAX_SMS_PARTS} parts · ${count.encoding}`;
}

/**
 * Why a text is refused, or null when it fits: what it takes, the limit, and how much to remove. Said
 * the same by the counter and by the server when it refuses to save. `where` says where to remove it:
 * from the end, or before a closing line that always ends the text.
 */
export function describeSmsOverflow(count: SmsCount, where = 'from the end'): string | null {
  if (count.fits) return null;
  const perPart = SMS_UNITS[count.encoding].part;
  const ucs2 = count.encoding === 'UCS-2' ? ` (UCS-2: ${perPart} characters a part; replacing the characters listed makes room)` : '';
  return (
    `Too long: the text takes ${count.parts} SMS parts and may take at most ${MAX_SMS_PARTS}${ucs2}. ` +
    `Remove ${plural(count.overflowCharacters, 'character', 'characters')} ${where}, or shorten it elsewhere.`
  );
}

import parsePhoneNumber from 'libphonenumber-js/max';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';

export const SUBSCRIBER_STATES = ['pending', 'active', 'stopped'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** A text of the ledger: a bulletin's, a confirmation code, or a reply to a farmer's text. */
export const SMS_MESSAGE_KINDS = ['bulletin', 'code', 'reply'] as const;
export const SMS_MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type SmsMessageState = (typeof SMS_MESSAGE_STATES)[number];

/** How consent was given: the office's list (its staff collected it), the public form, a text, or staff on the phone. */
export const CONSENT_METHODS = ['import', 'web', 'text', 'staff'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/**
 * A Philippine mobile number in E.164 (`+639171234567`) from what people write (`0917 123 4567`,
 * `639171234567`, `+63 917…`), with libphonenumber-js's metadata; a landline or a foreign number cannot
 * receive the office's texts and is refused with why (without the number itself).
 */
export function normalizePhone(text: string): { ok: true; e164: string } | { ok: false; problem: string } {
  const written = text.trim();
  if (written === '') return { ok: false, problem: 'no number' };
  const number = parsePhoneNumber(written, 'PH');
  // The number is not repeated in the problem: messages reach logs, numbers must not.
  if (!number?.isValid()) return { ok: false, problem: 'not a valid phone number' };
  if (number.country !== 'PH') return { ok: false, problem: 'not a Philippine number' };
  const type = number.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, problem: 'a landline: texts need a mobile number' };
  return { ok: true, e164: number.number };
}

/** `en` or `tl` as the lists write them (`tag`, `fil`, `Tagalog`, `Filipino`, `English`), as bulletins store it. */
export function readSmsLanguage(text: string): BulletinLanguage | null {
  const word = text.trim().toLowerCase();
  if (['en', 'eng', 'english', 'ingles'].includes(word)) return 'en';
  if (['tl', 'tag', 'fil', 'tagalog', 'filipino', 'pilipino'].includes(word)) return 'tag';
  return null;
}

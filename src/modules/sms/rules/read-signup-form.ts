import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { normalizePhone } from './phonebook';
import { findSignupCrop, findSignupTown } from './signup-choices';
import { SIGNUP_LIMITS } from './signup-limits';

/** The fields of the public form, as the form names them. */
export type SignupField = 'number' | 'town' | 'crop' | 'language' | 'consent';
export type NumberProblem = 'missing' | 'invalid' | 'landline' | 'foreign';
export type SignupProblems = Partial<{
  number: NumberProblem;
  town: 'missing' | 'unknown';
  crop: 'missing' | 'unknown';
  language: 'missing';
  consent: 'missing';
}>;

/** What the reader typed and chose, kept to show the form again (never stored, never logged). */
export interface SignupValues {
  number: string;
  town: string;
  crop: string;
  language: string;
  consent: boolean;
}

export interface SignupRequest {
  e164: string;
  municipalityPsgc: string;
  provincePsgc: string;
  cropKey: string;
  language: BulletinLanguage;
}

export type FieldReader = (name: string) => unknown;

// Longer than anything a person types in these fields: what is past it is not shown back.
const SHOWN_BACK = 40;
const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, SHOWN_BACK) : '');

/** A number as the form reads it: a Philippine mobile number in E.164, or why not (without the number). */
export function readSignupNumber(value: unknown): { ok: true; e164: string } | { ok: false; problem: NumberProblem } {
  const written = text(value);
  if (written === '') return { ok: false, problem: 'missing' };
  const read = normalizePhone(written);
  if (read.ok) return read;
  if (read.problem.startsWith('a landline')) return { ok: false, problem: 'landline' };
  if (read.problem === 'not a Philippine number') return { ok: false, problem: 'foreign' };
  return { ok: false, problem: 'invalid' };
}

/**
 * The subscription form (number, town, crop, language, consent): the request it makes, or every
 * problem at once, each by its field, with what was sent to show it again.
 */
export function readSignupForm(
  field: FieldReader,
): { ok: true; request: SignupRequest; values: SignupValues } | { ok: false; problems: SignupProblems; values: SignupValues } {
  const values: SignupValues = {
    number: text(field('number')),
    town: text(field('town')),
    crop: text(field('crop')),
    language: text(field('language')),
    consent: field('consent') === 'yes',
  };
  const problems: SignupProblems = {};
  const number = readSignupNumber(values.number);
  if (!number.ok) problems.number = number.problem;
  const town = findSignupTown(values.town);
  if (!town) problems.town = values.town === '' ? 'missing' : 'unknown';
  const crop = findSignupCrop(values.crop);
  if (!crop) problems.crop = values.crop === '' ? 'missing' : 'unknown';
  const language = values.language === 'en' || values.language === 'tag' ? values.language : null;
  if (!language) problems.language = 'missing';
  if (!values.consent) problems.consent = 'missing';
  if (!number.ok || !town || !crop || !language || !values.consent) return { ok: false, problems, values };
  return { ok: true, request: { e164: number.e164, municipalityPsgc: town.psgc, provincePsgc: town.provincePsgc, cropKey: crop.key, language }, values };
}

/** A code as people type it ("123 456", "123-456"): its 6 digits, or null. */
export function readSignupCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s-]/g, '');
  return new RegExp(`^[0-9]{${SIGNUP_LIMITS.codeDigits}}$`).test(digits) ? digits : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The subscription request a code form names (a UUID), or null. */
export const readRequestId = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value) ? value : null);

/** The sealed stop request a code form carries, or null when it is not one's shape. */
export const readStopTicket = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 1000 && /^acap1(?:\.[A-Za-z0-9_-]+){4}$/.test(value) ? value : null;

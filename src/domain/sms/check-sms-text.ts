import { countSms } from './count-sms';
import { describeSmsOverflow } from './describe-sms-count';

/** Spreadsheets run a cell that starts with one of these; the export must hand the bulk-SMS service the text as written. */
const FORMULA_START = /^[=+\-@]/;

/** Why staff's SMS text cannot be saved, or null: longer than 2 parts, or starting like a spreadsheet formula. */
export function smsTextProblem(text: string): string | null {
  const overflow = describeSmsOverflow(countSms(text));
  if (overflow) return overflow;
  if (FORMULA_START.test(text)) return 'The text may not start with =, +, - or @: spreadsheets would read it as a formula. Start it with a word.';
  return null;
}

/** The text as it is stored: line breaks as LF, no spaces around it; an empty text is none (the composed one is used). */
export function normalizeSmsText(text: string | null): string | null {
  const normalized = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return normalized === '' ? null : normalized;
}

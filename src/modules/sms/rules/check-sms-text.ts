import { countSms } from './count-sms';
import { describeSmsOverflow } from './describe-sms-count';
import { SMS_WORDS } from './sms-words';

/** Spreadsheets run a cell that starts with one of these; the export must hand the bulk-SMS service the text as written. */
const FORMULA_START = /^[=+\-@]/;

/** Every language's closing line: one of them before the end of a text would be said twice. */
const CLOSING_LINES = Object.values(SMS_WORDS).map((words) => words.closing);

/**
 * The text with the closing line last: as it is when it already ends with it, else with it added after
 * a space. Composed texts and staff's texts end alike, and the closing line is counted with the text.
 */
export function withClosingLine(text: string, closingLine: string): string {
  const trimmed = text.trimEnd();
  if (trimmed.endsWith(closingLine)) return trimmed;
  return trimmed === '' ? closingLine : `${trimmed} ${closingLine}`;
}

/** The part of the text before its closing line (the part staff write), or the whole text when it does not end with it. */
export function withoutClosingLine(text: string, closingLine: string): string {
  return closingLine !== '' && text.endsWith(closingLine) ? text.slice(0, -closingLine.length).trimEnd() : text;
}

/**
 * Why staff's SMS text cannot be saved, or null. `text` is the whole text as it would be sent, closing line
 * included (see withClosingLine): refused when it does not end with the closing line, holds a closing line
 * before its end, takes more than 2 parts (counted with the closing line, so what to remove comes before
 * it), or starts like a spreadsheet formula.
 */
export function smsTextProblem(text: string, closingLine: string): string | null {
  if (!text.endsWith(closingLine)) return `The text must end with the closing line "${closingLine}": it says where farmers find official warnings.`;
  const body = withoutClosingLine(text, closingLine);
  if (CLOSING_LINES.some((line) => body.includes(line)))
    return `The closing line "${closingLine}" is added once, at the end: remove the closing line from the text you wrote.`;
  const overflow = describeSmsOverflow(countSms(text), `before the closing line (its ${[...closingLine].length} characters always end the text)`);
  if (overflow) return overflow;
  if (FORMULA_START.test(text)) return 'The text may not start with =, +, - or @: spreadsheets would read it as a formula. Start it with a word.';
  return null;
}

/** The text as it is stored: line breaks as LF, no spaces around it; an empty text is none (the composed one is used). */
export function normalizeSmsText(text: string | null): string | null {
  const normalized = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return normalized === '' ? null : normalized;
}

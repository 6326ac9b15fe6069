/**
 * A provider's own words go into the ledger's `error` and the log, and a provider may quote the number
 * it refused ("The number 0917 123 4567 is invalid"): any run of nine or more digits (a Philippine
 * mobile has ten without its 0 or 63), with the spaces, dashes, dots or brackets people write between
 * them and a leading +, becomes "[number]". A date (eight digits) stays readable.
 */
const NUMBER_LIKE = /\+?\(?\d(?:[\s().-]*\d){8,}/g;

export function hideNumbers(words: string): string {
  return words.replace(NUMBER_LIKE, '[number]');
}

/** What staff see of a Philippine number: its network prefix and last two digits (`+63 917 ••• ••67`). */
export function maskPhone(e164: string): string {
  const national = e164.replace(/^\+63/, '');
  return `+63 ${national.slice(0, 3)} ••• ••${national.slice(-2)}`;
}

/** Ten or more digits in a row, with the spaces, dots, dashes and brackets people write between them. */
const PHONE_LIKE = /\(?\+?\(?\d(?:[\s().-]*\d){9,}/g;

/**
 * A reader's words with every number that may be a phone (theirs, a neighbour's) masked as the
 * phonebook masks one, so no comment keeps a number whole; a date or an amount has fewer digits.
 */
export function maskPhoneNumbersIn(text: string): string {
  return text.replace(PHONE_LIKE, (written) => {
    const digits = written.replace(/\D/g, '');
    return maskPhone(`+63${digits.replace(/^(?:63|0)/, '')}`);
  });
}

import 'server-only';
import { dataKeys } from '@/server/crypto/data-keys';
import { AppError } from '@/server/errors/app-error';
import { PHONEBOOK_OFF } from '@/server/phonebook/require-phonebook';

/** The form needs the phonebook: without ACAP_DATA_KEY no number can be kept, and the reader is told to call the office. */
export function requireSignupPhonebook(): void {
  if (dataKeys('seal').length === 0) throw new AppError('CONFLICT', PHONEBOOK_OFF, { details: { reason: 'phonebook_off' } });
}

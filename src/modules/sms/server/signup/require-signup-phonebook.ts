import 'server-only';
import { dataKeys } from '@/platform/crypto/data-keys';
import { AppError } from '@/platform/errors/app-error';
import { PHONEBOOK_OFF } from '@/modules/sms/server/phonebook/require-phonebook';

/** The form needs the phonebook: without ACAP_DATA_KEY no number can be kept, and the reader is told to call the office. */
export function requireSignupPhonebook(): void {
  if (dataKeys('seal').length === 0) throw new AppError('CONFLICT', PHONEBOOK_OFF, { details: { reason: 'phonebook_off' } });
}

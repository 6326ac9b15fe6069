import 'server-only';
import { dataKeys } from '@/platform/crypto/data-keys';
import { AppError } from '@/platform/errors/app-error';

export const PHONEBOOK_OFF =
  'The phonebook is off: ACAP_DATA_KEY is not set on the server, and farmers’ numbers are kept only encrypted with it. Set it (32 bytes as 64 hex digits or base64) and restart.';

/** Refuses (409) whatever touches numbers when the server has no data key to seal them with. */
export function requirePhonebook(): void {
  if (dataKeys('seal').length === 0) throw new AppError('CONFLICT', PHONEBOOK_OFF);
}

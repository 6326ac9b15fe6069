import 'server-only';
import type { Locale } from '@/i18n/routing';
import { createMessageTranslator } from '@/platform/i18n/create-message-translator';
import { canStopByText } from './can-stop-by-text';

/**
 * The words of the form's consent box in the page's language, as the page shows them and as the
 * subscription records them (one function for both, so the record is what the farmer read).
 */
export function getConsentWording(locale: Locale): string {
  return createMessageTranslator(locale, 'SmsSignup')('consent', { textStop: canStopByText() ? 'yes' : 'no' });
}

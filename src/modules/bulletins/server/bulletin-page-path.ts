import 'server-only';
import { localeOfLanguage, type BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { pageAddresses } from '@/i18n/navigation';

/**
 * A published bulletin's page in its own language, as its QR code and feed entry give it: a Tagalog
 * bulletin opens in Tagalog (`/tl/bulletins/{id}`), whatever the reader's browser prefers.
 */
export function bulletinPagePath(id: string, language: BulletinLanguage): string {
  return pageAddresses(`/bulletins/${id}`)[localeOfLanguage(language)];
}

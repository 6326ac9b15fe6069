import 'server-only';
import { localeOfAddress } from '@/i18n/address-locale';
import { getPathname } from '@/i18n/navigation';
import { seeOther, type FileAnswer } from './json-answer';

/**
 * A 303 to a page (`/weather-services/…`) in the language of the address the request came to: a form
 * sent from a Tagalog page (`/tl/bulletins/go`) lands on a Tagalog page. Never from a cookie.
 */
export function seeOtherPage(request: Request, path: string): FileAnswer {
  return seeOther(getPathname({ locale: localeOfAddress(new URL(request.url).pathname), href: path }));
}

import { SITE_CONTRACT } from '@/modules/site/rules/site-contract';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { readFormData } from '@/platform/http/read-form-data';
import { secureCookieFlag } from '@/platform/request/secure-cookie-flag';

/**
 * The staff pages' language switch: remembers the choice in the cookie next.config.ts's rewrites read
 * for `/admin` addresses, and returns to the page it came from. Public pages link to their other
 * language's address instead (decision 055); a page that still posts here is sent to that address.
 */
export const POST = handleRoute({
  ...SITE_CONTRACT.locale,
  handler: async ({ request }) => switchLocale(request),
});

async function switchLocale(request: Request) {
  const form = await readFormData(request, 4096, {
    tooLarge: 'The language form is larger than 4 KB and was refused.',
    notAForm: 'Send the language as a form field "locale" (en or tl).',
  });
  const requested = form.get('locale');
  const locale = routing.locales.find((candidate) => candidate === requested);
  if (!locale) throw new AppError('BAD_REQUEST', `locale must be ${routing.locales.join(' or ')}.`);
  const self = new URL(request.url);
  let back = addressIn(locale, '/');
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer, self)) {
    const from = new URL(referer, self);
    if (from.host === self.host) back = `${addressIn(locale, from.pathname)}${from.search}`;
  }
  return fileAnswer(null, {
    status: 303,
    headers: {
      Location: back,
      // Sent with staff pages only: public pages never read it.
      'Set-Cookie': `NEXT_LOCALE=${locale}; Path=/admin; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secureCookieFlag()}`,
      'Cache-Control': 'no-store',
    },
  });
}

/** The page's address in the chosen language: a staff page's bare one (the cookie picks), a public page's own. */
function addressIn(locale: Locale, pathname: string): string {
  const bare = pathname.replace(/^\/(?:en|tl)(?=\/|$)/, '') || '/';
  return /^\/admin(?:\/|$)/.test(bare) ? bare : getPathname({ href: bare, locale });
}

import { SITE_CONTRACT } from '@/domain/site/site-contract';
import { routing } from '@/i18n/routing';
import { AppError } from '@/server/errors/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { fileAnswer } from '@/server/http/json-answer';
import { readFormData } from '@/server/http/read-form-data';
import { secureCookieFlag } from '@/server/site/secure-cookie-flag';

/** The language switch: remembers the choice in next-intl's cookie and returns to the page it came from. */
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
  let back = '/';
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer, self)) {
    const from = new URL(referer, self);
    if (from.host === self.host) back = `${from.pathname}${from.search}`;
  }
  return fileAnswer(null, {
    status: 303,
    headers: {
      Location: back,
      'Set-Cookie': `NEXT_LOCALE=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secureCookieFlag()}`,
      'Cache-Control': 'no-store',
    },
  });
}

import { routing } from '@/i18n/routing';
import { assertSameOrigin } from '@/server/http/assert-same-origin';
import { readFormData } from '@/server/http/read-form-data';
import { AppError } from '@/server/http/app-error';
import { toErrorResponse } from '@/server/http/to-error-response';
import { withRequestLog } from '@/server/log/with-request-log';
import { secureCookieFlag } from '@/server/site/secure-cookie-flag';

/** The language switch: remembers the choice in next-intl's cookie and returns to the page it came from. */
export function POST(request: Request): Promise<Response> {
  return withRequestLog(request, () => switchLocale(request));
}

async function switchLocale(request: Request): Promise<Response> {
  let locale: (typeof routing.locales)[number];
  try {
    assertSameOrigin(request);
    const form = await readFormData(request, 4096, {
      tooLarge: 'The language form is larger than 4 KB and was refused.',
      notAForm: 'Send the language as a form field "locale" (en or tl).',
    });
    const requested = form.get('locale');
    const known = routing.locales.find((candidate) => candidate === requested);
    if (!known) throw new AppError('BAD_REQUEST', `locale must be ${routing.locales.join(' or ')}.`);
    locale = known;
  } catch (error) {
    return toErrorResponse(error);
  }
  const self = new URL(request.url);
  let back = '/';
  const referer = request.headers.get('referer');
  if (referer && URL.canParse(referer, self)) {
    const from = new URL(referer, self);
    if (from.host === self.host) back = `${from.pathname}${from.search}`;
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: back,
      'Set-Cookie': `NEXT_LOCALE=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secureCookieFlag()}`,
      'Cache-Control': 'no-store',
    },
  });
}

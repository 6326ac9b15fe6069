import { routing } from '@/i18n/routing';

/** The language switch: remembers the choice in next-intl's cookie and returns to the page it came from. */
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const requested = form?.get('locale');
  const locale = routing.locales.find((candidate) => candidate === requested) ?? routing.defaultLocale;
  const self = new URL(request.url);
  let back = '/';
  const referer = request.headers.get('referer');
  if (referer) {
    const from = new URL(referer, self);
    if (from.host === self.host) back = `${from.pathname}${from.search}`;
  }
  return new Response(null, {
    status: 303,
    headers: {
      Location: back,
      'Set-Cookie': `NEXT_LOCALE=${locale}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`,
      'Cache-Control': 'no-store',
    },
  });
}

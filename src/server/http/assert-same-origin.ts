import 'server-only';
import { checkRequestOrigin } from '@/domain/site/check-request-origin';
import { getEnv } from '@/server/env/get-env';
import { AppError } from './app-error';

/** The hosts the portal answers as: the request's own, the configured address and the local ones (as in get-auth's trustedOrigins). */
function ownHosts(request: Request): string[] {
  const env = getEnv();
  const hosts = [new URL(request.url).host, `localhost:${env.PORT}`, `127.0.0.1:${env.PORT}`];
  if (env.ACAP_BASE_URL) hosts.push(new URL(env.ACAP_BASE_URL).host);
  for (const header of ['host', 'x-forwarded-host']) {
    const value = request.headers.get(header)?.split(',')[0]?.trim();
    if (value) hosts.push(value);
  }
  return hosts;
}

/** Refuses a cookie-authenticated write sent from another site (CSRF); see checkRequestOrigin. */
export function assertSameOrigin(request: Request): void {
  const verdict = checkRequestOrigin(
    {
      method: request.method,
      authorization: request.headers.get('authorization'),
      cookie: request.headers.get('cookie'),
      origin: request.headers.get('origin'),
      secFetchSite: request.headers.get('sec-fetch-site'),
      referer: request.headers.get('referer'),
    },
    ownHosts(request),
  );
  if (verdict.ok) return;
  throw new AppError(
    'FORBIDDEN',
    verdict.from
      ? `This request came from another site (${verdict.from}) and was refused. Make changes from the portal's own pages, or call the API with an Authorization: Bearer token.`
      : "This request did not say which site it came from and was refused. Make changes from the portal's own pages, or call the API with an Authorization: Bearer token.",
  );
}

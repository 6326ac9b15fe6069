import 'server-only';
import { checkRequestOrigin } from '@/platform/request/rules/check-request-origin';
import { getOwnOrigins } from '@/platform/request/get-own-origins';
import { AppError } from '@/platform/errors/app-error';

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
    getOwnOrigins(request),
  );
  if (verdict.ok) return;
  throw new AppError(
    'FORBIDDEN',
    verdict.from
      ? `This request came from another site (${verdict.from}) and was refused. Make changes from the portal's own pages, or call the API with an Authorization: Bearer token.`
      : "This request did not say which site it came from and was refused. Make changes from the portal's own pages, or call the API with an Authorization: Bearer token.",
  );
}

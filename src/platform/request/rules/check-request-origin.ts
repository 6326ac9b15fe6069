export interface RequestFacts {
  method: string;
  authorization: string | null;
  cookie: string | null;
  origin: string | null;
  secFetchSite: string | null;
  referer: string | null;
}

export type OriginVerdict = { ok: true } | { ok: false; from: string | null };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin (scheme, host, port) an Origin or Referer value names, or null. Userinfo makes it null:
 * browsers never send it, and `http://evil@portal` must not pass as `http://portal`.
 */
export function originOf(address: string, exact = false): string | null {
  try {
    const url = new URL(address);
    if (url.username || url.password || !/^https?:$/.test(url.protocol)) return null;
    // An Origin header is the bare serialised origin; anything more (a path, a trailing slash) is forged.
    if (exact && url.origin !== address.toLowerCase()) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request may change something on behalf of the cookie it carries (CSRF). Only writes
 * that ride on ambient credentials are judged: a bearer token is never sent by a browser on its own
 * (and another site cannot add the header without a CORS preflight we never grant), and a request
 * without cookies has no session to abuse. The rest must show they come from one of `ownOrigins`
 * (scheme + host + port): by `Origin`, else by `Sec-Fetch-Site: same-origin`, else by `Referer`;
 * showing nothing is refused. `https://portal` and `http://portal` are different sites.
 */
export function checkRequestOrigin(facts: RequestFacts, ownOrigins: readonly string[]): OriginVerdict {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return { ok: true };
  if (/^bearer\s+\S/i.test(facts.authorization ?? '')) return { ok: true };
  if (!facts.cookie) return { ok: true };
  const own = new Set(ownOrigins.map((origin) => originOf(origin)).filter(Boolean));
  if (facts.origin && facts.origin !== 'null') {
    const origin = originOf(facts.origin, true);
    return origin && own.has(origin) ? { ok: true } : { ok: false, from: facts.origin };
  }
  if (facts.secFetchSite) return facts.secFetchSite === 'same-origin' ? { ok: true } : { ok: false, from: facts.origin ?? `a ${facts.secFetchSite} page` };
  if (facts.referer) {
    const origin = originOf(facts.referer);
    return origin && own.has(origin) ? { ok: true } : { ok: false, from: origin ?? facts.referer };
  }
  return { ok: false, from: null };
}

/**
 * Whether a public form's post (no session: the feedback form) may be taken. One whose `Origin` or
 * `Sec-Fetch-Site` says it came from another site is refused: a page elsewhere must not post answers
 * in a visitor's name, cookie or none. A post with neither header is taken: basic-phone and proxy
 * browsers (Opera Mini, KaiOS) send neither, and they are this form's readers. `Origin: null` says
 * nothing of the site (a privacy redirect); `Sec-Fetch-Site`, which modern browsers add, then decides.
 */
export function checkPublicFormOrigin(facts: Pick<RequestFacts, 'origin' | 'secFetchSite'>, ownOrigins: readonly string[]): OriginVerdict {
  if (facts.origin && facts.origin !== 'null') {
    const origin = originOf(facts.origin, true);
    const own = new Set(ownOrigins.map((address) => originOf(address)).filter(Boolean));
    return origin && own.has(origin) ? { ok: true } : { ok: false, from: facts.origin };
  }
  if (facts.secFetchSite && facts.secFetchSite !== 'same-origin' && facts.secFetchSite !== 'none') return { ok: false, from: `a ${facts.secFetchSite} page` };
  return { ok: true };
}

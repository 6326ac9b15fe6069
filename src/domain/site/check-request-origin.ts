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

function hostOf(address: string): string | null {
  try {
    return new URL(address).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Whether a request may change something on behalf of the cookie it carries (CSRF). Only writes
 * that ride on ambient credentials are judged: a bearer token is never sent by a browser on its own
 * (and another site cannot add the header without a CORS preflight we never grant), and a request
 * without cookies has no session to abuse. The rest must show they come from one of `ownHosts`:
 * by `Origin`, else by `Sec-Fetch-Site: same-origin`, else by `Referer`; showing nothing is refused.
 * Hosts are compared without the scheme, so the portal behind a TLS-terminating proxy still works.
 */
export function checkRequestOrigin(facts: RequestFacts, ownHosts: readonly string[]): OriginVerdict {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return { ok: true };
  if (/^bearer\s+\S/i.test(facts.authorization ?? '')) return { ok: true };
  if (!facts.cookie) return { ok: true };
  const own = new Set(ownHosts.map((host) => host.toLowerCase()));
  if (facts.origin && facts.origin !== 'null') {
    const host = hostOf(facts.origin);
    return host && own.has(host) ? { ok: true } : { ok: false, from: facts.origin };
  }
  if (facts.secFetchSite) return facts.secFetchSite === 'same-origin' ? { ok: true } : { ok: false, from: facts.origin ?? `a ${facts.secFetchSite} page` };
  if (facts.referer) {
    const host = hostOf(facts.referer);
    return host && own.has(host) ? { ok: true } : { ok: false, from: host ?? facts.referer };
  }
  return { ok: false, from: null };
}

import { describe, expect, it } from 'vitest';
import { checkPublicFormOrigin, checkRequestOrigin, type RequestFacts } from './check-request-origin';

const OWN = ['https://portal.example.ph', 'http://localhost:3000'];
const write = (facts: Partial<RequestFacts>): RequestFacts => ({
  method: 'POST',
  authorization: null,
  cookie: 'better-auth.session_token=abc',
  origin: null,
  secFetchSite: null,
  referer: null,
  ...facts,
});

describe('judging where a write came from (CSRF)', () => {
  it('lets reads, bearer calls and cookie-less calls through whatever their origin', () => {
    expect(checkRequestOrigin(write({ method: 'GET', origin: 'https://evil.example' }), OWN)).toEqual({ ok: true });
    expect(checkRequestOrigin(write({ authorization: 'Bearer abc', origin: 'https://evil.example' }), OWN)).toEqual({ ok: true });
    expect(checkRequestOrigin(write({ cookie: null, origin: 'https://evil.example' }), OWN)).toEqual({ ok: true });
  });

  it('lets a cookie write from the portal through, by Origin, Sec-Fetch-Site or Referer', () => {
    expect(checkRequestOrigin(write({ origin: 'https://portal.example.ph' }), OWN)).toEqual({ ok: true });
    expect(checkRequestOrigin(write({ origin: 'http://localhost:3000' }), OWN)).toEqual({ ok: true });
    expect(checkRequestOrigin(write({ origin: 'null', secFetchSite: 'same-origin' }), OWN)).toEqual({ ok: true });
    expect(checkRequestOrigin(write({ referer: 'https://portal.example.ph/admin/calendar' }), OWN)).toEqual({ ok: true });
  });

  it('refuses a cookie write from another site, naming it', () => {
    expect(checkRequestOrigin(write({ origin: 'https://evil.example' }), OWN)).toEqual({ ok: false, from: 'https://evil.example' });
    expect(checkRequestOrigin(write({ origin: 'http://localhost:3001' }), OWN)).toEqual({ ok: false, from: 'http://localhost:3001' });
    expect(checkRequestOrigin(write({ origin: 'null', secFetchSite: 'cross-site' }), OWN)).toEqual({ ok: false, from: 'null' });
    expect(checkRequestOrigin(write({ referer: 'https://evil.example/page' }), OWN)).toEqual({ ok: false, from: 'https://evil.example' });
    // A same-site sibling is still another origin.
    expect(checkRequestOrigin(write({ secFetchSite: 'same-site' }), OWN)).toEqual({ ok: false, from: 'a same-site page' });
  });

  it('refuses a cookie write that does not say where it came from', () => {
    expect(checkRequestOrigin(write({}), OWN)).toEqual({ ok: false, from: null });
    expect(checkRequestOrigin(write({ method: 'delete' }), OWN)).toEqual({ ok: false, from: null });
  });

  it('compares scheme, host and port, and refuses userinfo or a forged Origin shape', () => {
    for (const origin of [
      'http://portal.example.ph',
      'https://localhost:3000',
      'https://portal.example.ph:8443',
      'http://evil@localhost:3000',
      'https://portal.example.ph@evil.example',
      'http://localhost:3000/',
      'http://localhost:3000/admin',
      'ftp://portal.example.ph',
    ]) {
      expect(checkRequestOrigin(write({ origin }), OWN), origin).toEqual({ ok: false, from: origin });
    }
    expect(checkRequestOrigin(write({ origin: 'HTTPS://PORTAL.EXAMPLE.PH' }), OWN)).toEqual({ ok: true });
    expect(checkRequestOrigin(write({ origin: 'https://portal.example.ph:443' }), OWN)).toEqual({ ok: false, from: 'https://portal.example.ph:443' });
    expect(checkRequestOrigin(write({ referer: 'http://portal.example.ph/admin' }), OWN)).toEqual({ ok: false, from: 'http://portal.example.ph' });
    expect(checkRequestOrigin(write({ referer: 'https://user:pw@portal.example.ph/admin' }), OWN).ok).toBe(false);
  });
});

describe('judging where a public form post came from', () => {
  it('takes a post from the portal, and one that says nothing (basic-phone and proxy browsers)', () => {
    expect(checkPublicFormOrigin({ origin: 'https://portal.example.ph', secFetchSite: 'same-origin' }, OWN)).toEqual({ ok: true });
    expect(checkPublicFormOrigin({ origin: null, secFetchSite: 'same-origin' }, OWN)).toEqual({ ok: true });
    expect(checkPublicFormOrigin({ origin: null, secFetchSite: null }, OWN)).toEqual({ ok: true });
    expect(checkPublicFormOrigin({ origin: 'null', secFetchSite: null }, OWN)).toEqual({ ok: true });
  });

  it('refuses one whose Origin or Sec-Fetch-Site names another site, with or without a cookie', () => {
    expect(checkPublicFormOrigin({ origin: 'https://evil.example', secFetchSite: null }, OWN)).toEqual({ ok: false, from: 'https://evil.example' });
    expect(checkPublicFormOrigin({ origin: 'https://portal.example.ph.evil.example', secFetchSite: null }, OWN)).toMatchObject({ ok: false });
    expect(checkPublicFormOrigin({ origin: 'null', secFetchSite: 'cross-site' }, OWN)).toEqual({ ok: false, from: 'a cross-site page' });
    expect(checkPublicFormOrigin({ origin: null, secFetchSite: 'same-site' }, OWN)).toEqual({ ok: false, from: 'a same-site page' });
    expect(checkPublicFormOrigin({ origin: 'http://portal.example.ph', secFetchSite: null }, OWN)).toMatchObject({ ok: false });
  });
});

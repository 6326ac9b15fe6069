import { expect } from 'vitest';

export interface PortalSession {
  token: string;
  /** The session cookie as a browser would send it back. */
  cookie: string;
  /** A bearer-token call to any portal sharing this session's database. */
  call: (baseUrl: string, path: string, init?: { method?: string; json?: unknown; body?: FormData }) => Promise<Response>;
}

/** Signs in on one portal through the real sign-in call, as API clients do. */
export async function signInTo(baseUrl: string, email: string, password: string): Promise<PortalSession> {
  const answer = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const token = answer.headers.get('set-auth-token')!;
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  return {
    token,
    cookie,
    call: (base, path, init = {}) =>
      fetch(`${base}${path}`, {
        method: init.method ?? (init.json || init.body ? 'POST' : 'GET'),
        headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
        body: init.json ? JSON.stringify(init.json) : init.body,
      }),
  };
}

/** Polls until `check` holds; resolves with the milliseconds it took, or fails after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not seen within ${timeoutMs} ms`);
}

/** Ten days of 10-day outlook for places (PSGC codes) from `from` (YYYY-MM-DD), as the JSON encode call takes it. */
export function tenDayIssue(municipalities: string | string[], from: string, rainfall = 'above_normal') {
  const start = new Date(`${from}T00:00:00Z`);
  const days = Array.from({ length: 10 }, (_, i) => new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  return {
    forecastDate: days[0],
    validFrom: days[0],
    validTo: days[9],
    values: [municipalities].flat().flatMap((municipality) =>
      days.map((date) => ({
        municipality,
        date,
        tempMin: 24,
        tempMax: 31,
        tempMean: 27,
        rainfall,
        rainfallAmount: null,
        cloudCover: 'CLOUDY',
        humidity: 85,
        windSpeed: 3,
        windDirection: 'SW',
      })),
    ),
  };
}

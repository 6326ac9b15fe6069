import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimit } from '@/db/schema';
import { SIGNUP_PORTAL_KEY } from '@/modules/sms/rules/signup-limits';
import { AppError } from '@/platform/errors/app-error';
import { captureLogs } from '@/platform/log/logger';
import { requestSignupCode } from '@/modules/sms/server/signup/request-signup-code';
import { requestStopCode } from '@/modules/sms/server/signup/request-stop-code';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';

process.env.ACAP_DATA_KEY = '7c'.repeat(32);
process.env.ACAP_SMS_CODES_PER_HOUR = '3';
databaseWithCallers();

const BAY = { municipalityPsgc: '0403402000', provincePsgc: '0403400000' };
async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the portal-wide hour of one-time codes (ACAP_SMS_CODES_PER_HOUR)', () => {
  it('refuses sign-up codes from any number and network once the hour is spent, warning once, and never the stop form', async () => {
    const db = await portalDb();
    let logs = '';
    const release = captureLogs({ write: (line: string) => void (logs += line) });
    try {
      // Three different numbers from three different networks, each well within its own limits.
      for (const [n, address] of ['203.0.113.1', '198.51.100.2', '2001:db8:1:2::3'].entries())
        expect(
          await requestSignupCode(db, {
            request: { e164: `+63918400${1000 + n}`, ...BAY, cropKey: 'rice', language: 'tag' },
            consentWording: 'Pumapayag ako.',
            address,
          }),
        ).toHaveProperty('requestId');

      const fourth = await refusal(
        requestSignupCode(db, {
          request: { e164: '+639184002000', ...BAY, cropKey: 'rice', language: 'en' },
          consentWording: 'I agree.',
          address: '192.0.2.9',
        }),
      );
      expect(fourth.code).toBe('TOO_MANY_REQUESTS');
      expect(fourth.details).toMatchObject({ reason: 'portal_limit' });
      expect(Number(fourth.headers?.['Retry-After'])).toBeGreaterThan(3500);
      // Stopping is never held by it: a crowd spending the hour must not keep a farmer from stopping the texts.
      expect(await requestStopCode(db, { e164: '+639184001000', language: 'tag', address: '192.0.2.10' })).toHaveProperty('ticket');
      // Refused requests spend nothing: the counter stays at the hour's three.
      const [counter] = await db.select({ count: rateLimit.count }).from(rateLimit).where(eq(rateLimit.key, SIGNUP_PORTAL_KEY));
      expect(counter?.count).toBe(3);
      const warnings = logs.split('\n').filter((line) => line.includes('ACAP_SMS_CODES_PER_HOUR'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('"codesPerHour":3');
    } finally {
      release();
    }
  });
});

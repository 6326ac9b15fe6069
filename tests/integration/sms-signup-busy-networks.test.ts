import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimit } from '@/db/schema';
import { busyNetworksShare, SIGNUP_BUSY_NETWORKS_KEY, SIGNUP_LIMITS, SIGNUP_PORTAL_KEY } from '@/modules/sms/rules/signup-limits';
import { requestSignupCode } from '@/modules/sms/server/signup/request-signup-code';
import { AppError } from '@/platform/errors/app-error';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';

// The portal's hour as shipped (ACAP_SMS_CODES_PER_HOUR's default, 300): what issue 45 found 15 networks could spend.
process.env.ACAP_DATA_KEY = '5e'.repeat(32);
delete process.env.ACAP_SMS_CODES_PER_HOUR;
databaseWithCallers();

const CODES_PER_HOUR = 300;
const BAY = { municipalityPsgc: '0403402000', provincePsgc: '0403400000' };
let numbers = 0;

/** One code asked for from `address`, each for a number of its own (a number's 5 a day never refuses here): `texted`, or the refusal's reason. */
async function ask(address: string): Promise<string> {
  numbers += 1;
  const e164 = `+63918${String(5_000_000 + numbers).padStart(7, '0')}`;
  try {
    await requestSignupCode(await portalDb(), { request: { e164, ...BAY, cropKey: 'rice', language: 'tag' }, consentWording: 'Pumapayag ako.', address });
    return 'texted';
  } catch (error) {
    if (error instanceof AppError) return String(error.details?.reason);
    throw error;
  }
}

const counter = async (key: string) =>
  (await (await portalDb()).select({ count: rateLimit.count }).from(rateLimit).where(eq(rateLimit.key, key)))[0]?.count ?? 0;

describe('the portal’s hour of sign-up codes against a handful of networks', () => {
  it('is not spent by 15 networks asking their 20 codes each: past their first 3, they share a third of the hour, and a farmer after them gets a code', async () => {
    expect(busyNetworksShare(CODES_PER_HOUR)).toBe(100);
    const outcomes: string[][] = [];
    for (let network = 1; network <= 15; network += 1) {
      const asked: string[] = [];
      for (let code = 0; code < SIGNUP_LIMITS.perAddress.answers; code += 1) asked.push(await ask(`203.0.113.${network}`));
      outcomes.push(asked);
    }
    // Every network's first three codes are texted; after them, the busy networks' 100 together.
    for (const asked of outcomes) expect(asked.slice(0, SIGNUP_LIMITS.quietPerAddress)).toEqual(['texted', 'texted', 'texted']);
    const texted = outcomes.flat().filter((outcome) => outcome === 'texted').length;
    expect(texted).toBe(15 * SIGNUP_LIMITS.quietPerAddress + 100);
    expect(new Set(outcomes.flat().filter((outcome) => outcome !== 'texted'))).toEqual(new Set(['address_limit']));
    expect(await counter(SIGNUP_PORTAL_KEY)).toBe(texted);
    expect(await counter(SIGNUP_BUSY_NETWORKS_KEY)).toBe(100);
    // The hour is not spent: a farmer on another network is texted a code, and one more on a busy network is not.
    expect(await ask('198.51.100.77')).toBe('texted');
    expect(await ask('203.0.113.1')).toBe('address_limit');
  });
});

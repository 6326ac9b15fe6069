import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { describe, expect, it, vi } from 'vitest';
import { stopTexts } from '@/app/[locale]/(site)/sms/actions';
import { smsMessage } from '@/db/schema';
import { ADDRESS_LOCALE_HEADER } from '@/i18n/address-locale';
import { FIRST_STEP, type StopStep } from '@/modules/sms/rules/signup-steps';
import { subscribeNumber } from '@/modules/sms/server/phonebook/subscribe-number';
import { jobQueueSlot } from '@/platform/jobs/job-queue-slot';
import { getDatabaseHandle, setDatabaseHandle } from '@/platform/startup/portal-database';
import { databaseWithCallers } from '../support/callers';
import { recordingDatabase } from '../support/recording-database';
import { portalDb } from '../support/test-database';

// The headers of the post the Server Action answers, as Next hands them to `headers()`.
const sent = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => sent.headers }));

process.env.ACAP_DATA_KEY = '3d'.repeat(32);
databaseWithCallers({
  afterSetUp: async () => {
    const consent = { consentMethod: 'web', consentWording: 'I agree.', source: 'test' } as const;
    await (
      await portalDb()
    ).transaction((tx) =>
      subscribeNumber(tx, { e164: '+639175550301', provincePsgc: '0403400000', municipalityPsgc: '0403402000', cropKey: 'rice', language: 'en', ...consent }),
    );
  },
});

/** The stop form sent for `number`, and what it did: its statements to the database, in order, and the sender's wake-ups. */
async function stopFormWork(number: string, address: string) {
  const handle = await getDatabaseHandle();
  const recording = await recordingDatabase(handle);
  const wakes: string[] = [];
  // The job queue as far as waking the sender goes: `send` is all requestSmsSending uses.
  jobQueueSlot().boss = { send: async (name: string) => void wakes.push(name) } as unknown as PgBoss;
  setDatabaseHandle({ ...handle, db: recording.db });
  try {
    sent.headers = new Headers({ [ADDRESS_LOCALE_HEADER]: 'en', 'x-acap-socket-address': address });
    const form = new FormData();
    form.append('number', number);
    const step = await stopTexts(FIRST_STEP, form);
    return { step, statements: recording.statements, wakes };
  } finally {
    setDatabaseHandle(handle);
    jobQueueSlot().boss = undefined;
    await recording.close();
  }
}

const codesTo = async () => (await (await portalDb()).select({ id: smsMessage.id }).from(smsMessage).where(eq(smsMessage.kind, 'code'))).length;

describe('the stop form (issue 45: it answered a subscribed number some 18 ms later than an unknown one)', () => {
  it('does the same work for a number the phonebook has as for one it does not: the same statements, the sender woken, a ticket alike', async () => {
    // Once first, so that what is read once per process (the portal's secret) is read before either is measured.
    await stopFormWork('0917 555 0399', '192.0.2.30');
    const before = await codesTo();
    const known = await stopFormWork('0917 555 0301', '192.0.2.31');
    expect(await codesTo()).toBe(before + 1);
    const unknown = await stopFormWork('0917 555 0302', '192.0.2.32');
    expect(await codesTo()).toBe(before + 1);

    expect(known.step.step).toBe('code');
    expect(unknown.step.step).toBe('code');
    const ticket = (step: StopStep) => (step.step === 'code' ? step.request : '');
    expect(ticket(unknown.step).length).toBe(ticket(known.step).length);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
    expect(known.wakes).toEqual(['sms-send']);
    expect(unknown.wakes).toEqual(known.wakes);
  });
});

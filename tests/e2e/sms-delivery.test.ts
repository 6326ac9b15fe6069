import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaToday } from '@/platform/format/manila-time';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';
import { openDatabase } from '@/platform/db/open-database';
import { TEST_PASSWORD } from '../support/constants';
import { FAKE_SEMAPHORE_KEY, startFakeSmsGateway, type FakeSmsGateway } from '../support/fake-sms-gateway';
import { signInTo, tenDayIssue, waitFor, type PortalSession } from '../support/portal-client';
import { createPortalStore, prepareStore, startPortal, type PortalStore, type RunningPortal } from '../support/portal-server';

const BAY = '0403402000';
/** Three farmers of Bay who grow rice: two read Tagalog, one English. */
const FARMERS = [
  { written: '0917 555 0101', e164: '+639175550101', language: 'tl' },
  { written: '+63 918 555 0202', e164: '+639185550202', language: 'tag' },
  { written: '09195550303', e164: '+639195550303', language: 'en' },
];
/** Every way the numbers could be written down where they must not be. */
const WRITTEN_FORMS = FARMERS.flatMap(({ e164 }) => {
  const national = e164.slice(3);
  return [e164.slice(1), `0${national}`, national, `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`];
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * Issue 33's end-to-end check: a real portal on Semaphore's API (the fake gateway), three farmers of Bay,
 * a Tagalog and an English bulletin published; each farmer gets exactly the text of their language once,
 * also when the portal is killed while the gateway holds the Tagalog texts and restarted (the restarted
 * sender finds them in the gateway's message list instead of sending them again).
 */
describe('texts of published bulletins at a real gateway', () => {
  let fake: FakeSmsGateway;
  let store: PortalStore;
  let portal: RunningPortal;
  let accounts: { admin: string; superadmin: string };
  let admin: PortalSession;
  let superadmin: PortalSession;
  let log = '';
  const gatewayEnv = () => ({
    ACAP_SMS_GATEWAY: 'semaphore',
    ACAP_SEMAPHORE_API_KEY: FAKE_SEMAPHORE_KEY,
    ACAP_SEMAPHORE_URL: fake.semaphoreUrl,
    ACAP_SEMAPHORE_SENDER: 'DA4A-ACAP',
    // Every log line the portal writes is searched for the numbers below.
    LOG_LEVEL: 'info',
  });
  const start = async () => {
    portal = await startPortal(store, gatewayEnv());
    admin = await signInTo(portal.url, accounts.admin, TEST_PASSWORD);
    superadmin = await signInTo(portal.url, accounts.superadmin, TEST_PASSWORD);
  };
  const publish = async (language: 'en' | 'tag'): Promise<string> => {
    const made = await admin.call(portal.url, '/api/reports/tenday/crops', {
      json: { province: 'Laguna', municipality: 'Bay', crop: 'rice', language, operation: 'create' },
    });
    expect(made.status, await made.clone().text()).toBeLessThan(300);
    const { id } = (await made.json()) as { id: string };
    expect((await admin.call(portal.url, '/api/review/submit', { json: { ids: [id] } })).status).toBe(200);
    const approved = await superadmin.call(portal.url, '/api/review/approve', { json: { ids: [id], acknowledged: CHECK_CODES } });
    expect(approved.status, await approved.clone().text()).toBe(200);
    return id;
  };

  beforeAll(async () => {
    fake = await startFakeSmsGateway();
    store = await createPortalStore();
    accounts = prepareStore(store, TEST_PASSWORD);
    await start();
    expect((await admin.call(portal.url, '/api/weather/10day', { json: tenDayIssue(BAY, manilaToday()) })).status).toBe(201);
    const calendar = await admin.call(portal.url, '/api/calendar', {
      method: 'PUT',
      json: { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] },
    });
    expect(calendar.status, await calendar.clone().text()).toBe(200);
    const list = [
      'phone,province,municipality,crop,language,consented_at,source',
      ...FARMERS.map((f) => `${f.written},Laguna,Bay,rice,${f.language},2026-11-01,MAO Bay`),
    ];
    const form = new FormData();
    form.append('file', new Blob([`${list.join('\r\n')}\r\n`], { type: 'text/csv' }), 'bay-farmers.csv');
    const imported = await admin.call(portal.url, '/api/sms/subscribers/import', { body: form });
    expect(imported.status, await imported.clone().text()).toBe(201);
  });

  afterAll(async () => {
    await portal?.stop();
    await fake?.close();
    await store?.dispose();
  });

  it('sends each farmer the text of their language once, also across a kill and restart mid-send', { timeout: 240_000 }, async () => {
    // The gateway takes the Tagalog texts and holds its answer: the portal dies before it can record them.
    fake.failNext('hang');
    const tagalog = await publish('tag');
    await waitFor(async () => fake.texts.length === 2, 30_000, 'the two Tagalog texts at the gateway');
    log += portal.output();
    await portal.kill();

    await start();
    // The restarted sender finds both in the gateway's message list and records them: nothing is sent twice.
    await waitFor(async () => /"reconciled":2/.test(portal.output()), 150_000, 'the restarted sender reconciling the two texts');
    const english = await publish('en');
    await waitFor(async () => fake.texts.length === 3, 30_000, 'the English text at the gateway');
    log += portal.output();
    await portal.stop();

    const handle = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl || undefined });
    try {
      const texts = rowsOf<{ id: string; sms_text: string }>(
        await handle.db.execute(sql`select id, sms_text from bulletin where id in (${tagalog}, ${english})`),
      );
      const textOf = (id: string) => texts.find((row) => row.id === id)!.sms_text;
      expect(textOf(tagalog)).toMatch(/Bay, Laguna/);
      expect(fake.texts.map((text) => [text.to, text.text]).sort()).toEqual(
        [
          [FARMERS[0]!.e164, textOf(tagalog)],
          [FARMERS[1]!.e164, textOf(tagalog)],
          [FARMERS[2]!.e164, textOf(english)],
        ].sort(),
      );
      const ledger = rowsOf<{ state: string; gateway_message_id: string }>(await handle.db.execute(sql`select state, gateway_message_id from sms_message`));
      expect(ledger.map((row) => row.state).sort()).toEqual(['sent', 'sent', 'sent']);
      expect(ledger.map((row) => row.gateway_message_id).sort()).toEqual(fake.texts.map((text) => text.id).sort());

      // No number in plain text: not in the log, nor in the rows of jobs, the ledger, the outbox or the phonebook.
      const rows = JSON.stringify([
        rowsOf(await handle.db.execute(sql`select * from pgboss.job`)),
        rowsOf(await handle.db.execute(sql`select * from sms_message`)),
        rowsOf(await handle.db.execute(sql`select * from sms_outbox`)),
        rowsOf(await handle.db.execute(sql`select * from sms_subscriber`)),
        rowsOf(await handle.db.execute(sql`select * from audit_log`)),
      ]);
      expect(rows.length).toBeGreaterThan(1000);
      expect(log.length).toBeGreaterThan(1000);
      for (const written of WRITTEN_FORMS) {
        expect(log, 'the log').not.toContain(written);
        expect(rows, 'the database rows').not.toContain(written);
      }
    } finally {
      await handle.close();
    }
    // Nor in the bytes of the embedded database's folder.
    if (!store.databaseUrl) {
      const files = filesUnder(store.dataDir);
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const bytes = fs.readFileSync(file);
        for (const written of WRITTEN_FORMS) expect(bytes.includes(written), `${path.relative(store.dataDir, file)} holds a number`).toBe(false);
      }
    }
  });
});

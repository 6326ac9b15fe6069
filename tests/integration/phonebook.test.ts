import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as addContactRoute } from '@/app/api/contact/route';
import { GET as contactsRoute } from '@/app/api/contacts/route';
import { GET as exportRoute } from '@/app/api/sms/subscribers/[id]/export/route';
import { DELETE as eraseRoute } from '@/app/api/sms/subscribers/[id]/route';
import { POST as stopRoute } from '@/app/api/sms/subscribers/[id]/stop/route';
import { POST as importRoute } from '@/app/api/sms/subscribers/import/route';
import { GET as listRoute } from '@/app/api/sms/subscribers/route';
import { GET as templateRoute } from '@/app/api/sms/subscribers/template/route';
import { auditLog } from '@/db/schema';
import { writeBackup } from '@/platform/backup/write-backup';
import { queryRows } from '@/platform/db/query-rows';
import { eraseExpiredNumbers } from '@/modules/sms/server/phonebook/erase-expired-numbers';
import { getDatabaseHandle } from '@/platform/startup/portal-database';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

// The phonebook keeps numbers only sealed with the data key.
process.env.ACAP_DATA_KEY = '7e'.repeat(32);

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
const BAY = '0403402000';
const NUMBERS = ['09171234567', '09181112233', '09209998877'];
const DIGITS = ['9171234567', '9181112233', '9209998877'];

const csv = (rows: string[][]) => `phone,province,municipality,crop,language,consented_at,source,name\r\n${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
function upload(text: string, headers: Record<string, string> = callers.admin, name = 'bay-farmers.csv'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new TextEncoder().encode(text)], { type: 'text/csv' }), name);
  return importRoute(new Request(`${BASE}/api/sms/subscribers/import`, { method: 'POST', headers: { ...headers, origin: BASE }, body: form }));
}
const list = async (query: string, headers: Record<string, string> = callers.admin) =>
  listRoute(new Request(`${BASE}/api/sms/subscribers${query}`, { headers }));
const stop = atRoute('/api/sms/subscribers/[id]/stop', stopRoute);
const erase = atRoute('/api/sms/subscribers/[id]', eraseRoute);
const exportData = atRoute('/api/sms/subscribers/[id]/export', exportRoute);
const post = (route: (r: Request) => Promise<Response>, path: string, headers: Record<string, string>, body?: unknown) =>
  route(
    new Request(`${BASE}${path}`, {
      method: 'POST',
      headers: { ...headers, origin: BASE, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
  );

/** Every row of every table of the portal as text: where a number in plain text would show. */
async function everything(): Promise<string> {
  const db = await portalDb();
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  let text = '';
  for (const { name } of tables) text += JSON.stringify(await queryRows(db, sql.raw(`select * from "${name}"`)));
  return text;
}

describe("the farmers' phonebook", () => {
  it('imports a list: numbers as E.164, sealed, one entry per number; staff only', async () => {
    const rows = [
      [NUMBERS[0]!, 'Laguna', 'Bay', 'palay', 'tl', '2026-11-01', 'MAO Bay', 'Maria Santos'],
      [NUMBERS[1]!, 'Laguna', 'Bay', 'rice', 'tag', '2026-11-02', 'MAO Bay', ''],
      [NUMBERS[2]!, 'Laguna', 'Bay', 'rice', 'en', '2026-11-03', 'MAO Bay', 'Jose Reyes'],
    ];
    expect((await upload(csv(rows), callers.anonymous)).status).toBe(401);
    expect((await upload(csv(rows), callers.noLevel)).status).toBe(403);
    const answer = await upload(csv(rows));
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ file: 'bay-farmers.csv', numbers: 3, added: 3, updated: 0, subscriptionsAdded: 3, optedOut: 0 });

    const page = await (await list(`?municipality=${BAY}&crop=rice&language=tag`)).json();
    expect(page.total).toBe(2);
    expect(page.items.map((item: { phone: string }) => item.phone).sort()).toEqual(['+63 917 ••• ••67', '+63 918 ••• ••33']);
    expect(page.items.find((item: { phone: string }) => item.phone === '+63 917 ••• ••67')).toMatchObject({
      name: 'M.',
      state: 'active',
      consentMethod: 'import',
      source: 'MAO Bay',
    });
    // Nowhere in plain text: not the numbers, not in any form people write them.
    const stored = await everything();
    for (const digits of DIGITS) expect(stored).not.toContain(digits);
    expect(stored).not.toContain('Maria Santos');
  });

  it('refuses a list with a problem, naming each by row and column, and stores nothing of it', async () => {
    const before = (await (await list('')).json()).total;
    const answer = await upload(
      csv([
        ['09170001111', 'Laguna', 'Bay', 'rice', 'tl', '2026-11-01', 'x', ''],
        ['0917000111', 'Laguna', 'Atlantis', 'rice', 'Bisaya', '2026-11-01', 'x', ''],
      ]),
    );
    expect(answer.status).toBe(400);
    const { error } = await answer.json();
    expect(error.message).toBe(
      'bay-farmers.csv: row 3, phone: not a valid phone number; row 3, municipality: unknown place "Atlantis" in Laguna; row 3, language: "Bisaya" is not en or tl. Nothing was stored.',
    );
    expect((await (await list('')).json()).total).toBe(before);
    expect((await upload('not,a,list\r\n1,2,3\r\n')).status).toBe(400);
  });

  it('merges a number listed again, and shows numbers in full only to superadmins, audited', async () => {
    const again = await upload(csv([[`+63 917 123 4567`, 'Laguna', 'Bay', 'corn', 'tl', '2026-11-05', 'MAO Bay', '']]));
    expect(await again.json()).toMatchObject({ numbers: 1, added: 0, updated: 1, subscriptionsAdded: 1 });
    expect((await list('?full=true')).status).toBe(403);
    const full = await (await list(`?full=true&crop=corn`, callers.superadmin)).json();
    expect(full.items).toEqual([
      expect.objectContaining({
        phone: '+639171234567',
        name: 'Maria Santos',
        subscriptions: expect.arrayContaining([
          { municipalityPsgc: BAY, cropKey: 'rice', language: 'tag' },
          { municipalityPsgc: BAY, cropKey: 'corn', language: 'tag' },
        ]),
      }),
    ]);
    const audits = await (
      await portalDb()
    )
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'sms.%'`);
    expect(audits.map((row) => row.action)).toEqual(['sms.subscribers.import', 'sms.subscribers.import', 'sms.numbers.view']);
    expect(audits.at(-1)!.summary).toEqual({ shown: 1 });
    // What the rows say (the chain's links are hex digests and the times carry milliseconds, where any three digits may turn up).
    expect(JSON.stringify(audits.map(({ chainLink: _link, at: _at, ...said }) => said))).not.toMatch(/917|Maria/);
  });

  it('stops a number at once, and a later list does not subscribe it again', async () => {
    const [item] = (await (await list('?crop=corn')).json()).items;
    expect(
      (await stop(new Request(`${BASE}/api/sms/subscribers/${item.id}/stop`, { method: 'POST', headers: { ...callers.anonymous, origin: BASE } }))).status,
    ).toBe(401);
    const stopped = await stop(new Request(`${BASE}/api/sms/subscribers/${item.id}/stop`, { method: 'POST', headers: { ...callers.admin, origin: BASE } }));
    expect(stopped.status).toBe(200);
    const twice = await stop(new Request(`${BASE}/api/sms/subscribers/${item.id}/stop`, { method: 'POST', headers: { ...callers.admin, origin: BASE } }));
    expect(twice.status).toBe(409);
    const relisted = await upload(csv([[NUMBERS[0]!, 'Laguna', 'Bay', 'rice', 'tl', '2026-11-20', 'MAO Bay', '']]));
    expect(await relisted.json()).toMatchObject({ added: 0, updated: 0, optedOut: 1 });
    expect((await (await list('?state=stopped')).json()).items.map((entry: { id: string }) => entry.id)).toEqual([item.id]);
  });

  it('gives a farmer their data and erases their number on request: superadmins only, the number kept as a keyed hash so no list adds it again', async () => {
    const [item] = (await (await list('?crop=corn')).json()).items;
    const path = `${BASE}/api/sms/subscribers/${item.id}`;
    expect((await exportData(new Request(`${path}/export`, { headers: callers.admin }))).status).toBe(403);
    const exported = await exportData(new Request(`${path}/export`, { headers: callers.superadmin }));
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(await exported.json()).toMatchObject({ phone: '+639171234567', name: 'Maria Santos', consent: { how: 'import', source: 'MAO Bay' } });

    expect((await erase(new Request(path, { method: 'DELETE', headers: { ...callers.admin, origin: BASE } }))).status).toBe(403);
    const erased = await erase(new Request(path, { method: 'DELETE', headers: { ...callers.superadmin, origin: BASE } }));
    expect(erased.status).toBe(200);
    const kept = await queryRows<Record<string, unknown>>(
      await portalDb(),
      sql`select phone_sealed, phone_hash, name_sealed, erased_at from sms_subscriber where id = ${item.id}`,
    );
    expect(kept[0]).toMatchObject({ phone_sealed: null, phone_hash: null, name_sealed: null });
    const relisted = await upload(csv([[NUMBERS[0]!, 'Laguna', 'Bay', 'rice', 'tl', '2026-11-25', 'MAO Bay', '']]));
    expect(await relisted.json()).toMatchObject({ added: 0, optedOut: 1 });
    expect((await post(addContactRoute, '/api/contact', callers.admin, { name: 'x', cellnumber: NUMBERS[0] })).status).toBe(409);
    const audits = JSON.stringify(await (await portalDb()).select().from(auditLog));
    for (const digits of DIGITS) expect(audits).not.toContain(digits);
  });

  it("keeps the original portal's contact calls working on the same phonebook", async () => {
    const added = await post(addContactRoute, '/api/contact', callers.admin, { name: 'Pedro Cruz', cellnumber: '0919 555 1234' });
    expect(added.status).toBe(201);
    const again = await post(addContactRoute, '/api/contact', callers.admin, { name: 'Pedro', cellnumber: '+639195551234' });
    expect(await again.json()).toMatchObject({ created: false });
    expect((await post(addContactRoute, '/api/contact', callers.admin, { cellnumber: '(02) 8123 4567' })).status).toBe(400);
    const masked = await (await contactsRoute(new Request(`${BASE}/api/contacts`, { headers: callers.admin }))).json();
    expect(masked).toContainEqual({ name: 'P', cellnumber: '+63 919 ••• ••34' });
    // Masked for superadmins too unless they ask; asking is theirs alone.
    expect(await (await contactsRoute(new Request(`${BASE}/api/contacts`, { headers: callers.superadmin }))).json()).toContainEqual({
      name: 'P',
      cellnumber: '+63 919 ••• ••34',
    });
    expect((await contactsRoute(new Request(`${BASE}/api/contacts?full=true`, { headers: callers.admin }))).status).toBe(403);
    const full = await (await contactsRoute(new Request(`${BASE}/api/contacts?full=true`, { headers: callers.superadmin }))).json();
    expect(full).toContainEqual({ name: 'Pedro Cruz', cellnumber: '+639195551234' });
    // The stopped and erased number is not listed.
    expect(JSON.stringify(full)).not.toContain('9171234567');
    expect((await contactsRoute(new Request(`${BASE}/api/contacts`))).status).toBe(401);
  });

  it('adds a new number once when two lists bring it at the same moment; the other is told to send again', async () => {
    const row = [['09175550000', 'Laguna', 'Bay', 'rice', 'tl', '2026-11-01', 'MAO Bay', '']];
    const answers = await Promise.all([
      upload(csv(row)),
      upload(csv(row)),
      post(addContactRoute, '/api/contact', callers.admin, { cellnumber: '09175550000' }),
    ]);
    expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    const refused = answers.filter((answer) => answer.status === 409);
    for (const answer of refused) expect((await answer.json()).error.message).toMatch(/at the same moment/);
    const full = await (await list('?full=true', callers.superadmin)).json();
    expect(full.items.filter((item: { phone: string }) => item.phone === '+639175550000')).toHaveLength(1);
  });

  it('gives the template of a list', async () => {
    const template = await templateRoute(new Request(`${BASE}/api/sms/subscribers/template`, { headers: callers.admin }));
    expect(template.headers.get('content-type')).toContain('text/csv');
    expect((await template.text()).split('\r\n')[0]).toBe('phone,province,municipality,crop,language,consented_at,source,name');
  });

  it('erases numbers that stopped once their retention has passed, and keeps no number in plain text in a backup', async () => {
    const db = await portalDb();
    const page = await (await list('?state=active&language=tag')).json();
    const second = page.items.find((item: { phone: string }) => item.phone === '+63 918 ••• ••33');
    await stop(new Request(`${BASE}/api/sms/subscribers/${second.id}/stop`, { method: 'POST', headers: { ...callers.admin, origin: BASE } }));
    expect(await eraseExpiredNumbers(db, new Date(Date.now() + 89 * 86_400_000))).toBe(0);
    expect(await eraseExpiredNumbers(db, new Date(Date.now() + 91 * 86_400_000))).toBe(1);
    const relisted = await upload(csv([[NUMBERS[1]!, 'Laguna', 'Bay', 'rice', 'tl', '2026-11-26', 'MAO Bay', '']]));
    expect(await relisted.json()).toMatchObject({ added: 0, optedOut: 1 });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sms.subscriber.erase' and ${auditLog.target} = ${second.id}`);
    expect(audit).toMatchObject({ actorId: 'system', summary: { reason: 'retention' } });

    const file = path.join(os.tmpdir(), `phonebook-${process.pid}.acap.gz`);
    try {
      await writeBackup(await getDatabaseHandle(), { file });
      const bytes = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
      expect(bytes).toContain('sms_subscriber');
      for (const digits of [...DIGITS, '9195551234']) expect(bytes).not.toContain(digits);
      expect(bytes).not.toContain('Pedro Cruz');
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

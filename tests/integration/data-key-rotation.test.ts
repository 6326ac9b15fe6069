import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DELETE as eraseRoute } from '@/app/api/sms/subscribers/[id]/route';
import { POST as importRoute } from '@/app/api/sms/subscribers/import/route';
import { GET as listRoute } from '@/app/api/sms/subscribers/route';
import { smsDoNotText, smsSubscriber } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

const OLD_KEY = '11'.repeat(32);
const NEW_KEY = '22'.repeat(32);
process.env.ACAP_DATA_KEY = OLD_KEY;

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();
const erase = atRoute('/api/sms/subscribers/[id]', eraseRoute);
const SUPERADMIN = {
  id: 'console-test',
  email: 'rotation@example.ph',
  name: 'Rotation',
  accountLevel: 1,
  reviewer: false,
  disabled: false,
} as unknown as StaffUser;

/** The portal's modules read afresh with the keys given: as after a restart with a new environment. */
async function withKeys(current: string, previous?: string) {
  vi.resetModules();
  vi.stubEnv('ACAP_DATA_KEY', current);
  vi.stubEnv('ACAP_DATA_KEY_PREVIOUS', previous ?? '');
  return {
    ...(await import('@/platform/key-rotation/rotate-data-key')),
    ...(await import('@/modules/sms/server/phonebook/list-subscribers')),
    ...(await import('@/platform/crypto/data-keys')),
  };
}

describe('rotating ACAP_DATA_KEY', () => {
  it('seals numbers and names again under the new key, and says which do-not-text entries still need the old one', async () => {
    const form = new FormData();
    const list =
      'phone,province,municipality,crop,language,consented_at,source,name\r\n09171112222,Laguna,Bay,rice,tl,2026-11-01,MAO,Ana Reyes\r\n09171113333,Laguna,Bay,rice,en,2026-11-01,MAO,\r\n';
    form.append('file', new Blob([new TextEncoder().encode(list)], { type: 'text/csv' }), 'list.csv');
    const imported = await importRoute(
      new Request(`${BASE}/api/sms/subscribers/import`, { method: 'POST', headers: { ...callers.admin, origin: BASE }, body: form }),
    );
    expect(imported.status).toBe(201);
    const page = await (await listRoute(new Request(`${BASE}/api/sms/subscribers?language=en`, { headers: callers.admin }))).json();
    const erased = await erase(
      new Request(`${BASE}/api/sms/subscribers/${page.items[0].id}`, { method: 'DELETE', headers: { ...callers.superadmin, origin: BASE } }),
    );
    expect(erased.status).toBe(200);
    const db = await portalDb();

    // A value neither configured key opens stops the rotation, and nothing changes.
    const wrong = await withKeys(NEW_KEY);
    await expect(wrong.rotateDataKey(db)).rejects.toThrow(/1 numbers cannot be opened with ACAP_DATA_KEY or ACAP_DATA_KEY_PREVIOUS.*Nothing was changed/);

    const during = await withKeys(NEW_KEY, OLD_KEY);
    expect(await during.rotateDataKey(db)).toEqual({ numbers: 1, names: 1, settings: 0, doNotTextUnderOlderKeys: 1 });
    const [kept] = await db
      .select()
      .from(smsSubscriber)
      .where(sql`${smsSubscriber.phoneSealed} is not null`);
    const newId = during.dataKeys('seal')[0]!.id;
    expect(kept!.phoneSealed!.split('.')[1]).toBe(newId);
    expect(kept!.nameSealed!.split('.')[1]).toBe(newId);
    // Run again: nothing left to do.
    expect(await during.rotateDataKey(db)).toMatchObject({ numbers: 0, names: 0 });

    // With the new key alone the phonebook reads as before.
    const after = await withKeys(NEW_KEY);
    const read = await after.listSubscribers(db, SUPERADMIN, { page: 1, full: true });
    expect(read.items.find((item) => item.phone === '+639171112222')).toMatchObject({ name: 'Ana Reyes' });
    const entries = await db.select().from(smsDoNotText);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.keyId).toBe((await withKeys(OLD_KEY)).dataKeys('lookup')[0]!.id);
    vi.unstubAllEnvs();
  });

  it('records an erasure made during a rotation under both keys, so the entry outlives the old key', async () => {
    const db = await portalDb();
    const both = await withKeys(NEW_KEY, OLD_KEY);
    const { eraseSubscriber } = await import('@/modules/sms/server/phonebook/erase-subscriber');
    const [kept] = await db
      .select({ id: smsSubscriber.id })
      .from(smsSubscriber)
      .where(sql`${smsSubscriber.phoneSealed} is not null`);
    await eraseSubscriber(db, kept!.id, 'system');
    const keyIds = (await db.select().from(smsDoNotText)).map((entry) => entry.keyId);
    expect(keyIds).toContain(both.dataKeys('lookup')[0]!.id);
    expect(keyIds).toContain(both.dataKeys('lookup')[1]!.id);
    expect(await both.rotateDataKey(db)).toMatchObject({ doNotTextUnderOlderKeys: 1 });
    expect((await db.select().from(smsSubscriber).where(eq(smsSubscriber.id, kept!.id)))[0]!.phoneSealed).toBeNull();
    vi.unstubAllEnvs();
  });
});

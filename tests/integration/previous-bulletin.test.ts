import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postSeasonal } from '@/app/api/reports/seasonal/crops/route';
import { POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { bulletin } from '@/db/schema';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import { findPreviousBulletin } from '@/modules/bulletins/server/find-previous-bulletin';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { DASMARINAS, loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { createSessionHeaders } from '../support/factories';
import { portalDb } from '../support/test-database';

const CAVITE = '0402100000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    // The demo set brings advice for every forecast: a bulletin without any is refused.
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
  },
});

const ROUTES = {
  ten_day: [postTenDay, '/api/reports/tenday/crops', {}],
  seasonal: [postSeasonal, '/api/reports/seasonal/crops', { month: 'dec' }],
  special_weather: [postSpecial, '/api/reports/special/crops', {}],
} as const;

/**
 * A saved bulletin for rice in Bay, Laguna. Each has its own author: the same author asking for the
 * same bulletin again would get the one already saved.
 */
async function create(type: keyof typeof ROUTES, language: 'en' | 'tag' = 'en'): Promise<string> {
  const [handler, path, extra] = ROUTES[type];
  const answer = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { ...(await createSessionHeaders('admin')), 'content-type': 'application/json' },
      // The fixture's outlooks have ended: bulletins are made from them on purpose.
      body: JSON.stringify({
        region: 'calabarzon',
        province: 'Laguna',
        municipality: 'Bay',
        crop: 'rice',
        language,
        operation: 'create',
        allowExpired: true,
        ...extra,
      }),
    }),
  );
  expect(answer.status, path).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

// The publish service is written alongside: the tests set the state and its time directly.
async function setState(id: string, state: BulletinState, publishedAt: string | null, move: Partial<typeof bulletin.$inferInsert> = {}) {
  const db = await portalDb();
  await db
    .update(bulletin)
    .set({ state, publishedAt: publishedAt ? new Date(publishedAt) : null, ...move })
    .where(eq(bulletin.id, id));
}

const ids = {} as Record<
  | 'older'
  | 'middle'
  | 'newer'
  | 'withdrawn'
  | 'draft'
  | 'inReview'
  | 'otherPlace'
  | 'otherCrop'
  | 'tagalog'
  | 'tagalogDraft'
  | 'seasonal'
  | 'special'
  | 'specialDraft',
  string
>;

beforeAll(async () => {
  for (const key of ['older', 'middle', 'newer', 'withdrawn', 'draft', 'inReview', 'otherPlace', 'otherCrop'] as const) ids[key] = await create('ten_day');
  ids.tagalog = await create('ten_day', 'tag');
  ids.tagalogDraft = await create('ten_day', 'tag');
  ids.seasonal = await create('seasonal');
  ids.special = await create('special_weather');
  ids.specialDraft = await create('special_weather');

  // Saved in another order than published: the choice follows the publishing time, not the saving.
  await setState(ids.newer, 'published', '2025-09-20T01:00:00Z');
  await setState(ids.older, 'published', '2025-09-01T01:00:00Z');
  await setState(ids.middle, 'published', '2025-09-10T01:00:00Z');
  await setState(ids.withdrawn, 'withdrawn', '2025-09-25T01:00:00Z');
  await setState(ids.inReview, 'in_review', null);
  // Newer than all of them, but for another place, crop, language or type.
  await setState(ids.otherPlace, 'published', '2025-09-30T01:00:00Z', { municipalityPsgc: DASMARINAS, provincePsgc: CAVITE });
  await setState(ids.otherCrop, 'published', '2025-09-30T01:00:00Z', { cropKey: 'corn' });
  await setState(ids.tagalog, 'published', '2025-09-30T01:00:00Z');
  await setState(ids.seasonal, 'published', '2025-09-30T01:00:00Z');
  await setState(ids.special, 'published', '2025-09-30T01:00:00Z');
});

const previousOf = async (id: string) => (await findPreviousBulletin(await portalDb(), id))?.id ?? null;

describe('the previous bulletin', () => {
  it('of a draft or one in review is the newest published for its place, crop, type and language', async () => {
    expect(await previousOf(ids.draft)).toBe(ids.newer);
    expect(await previousOf(ids.inReview)).toBe(ids.newer);
    expect(await previousOf(ids.tagalogDraft)).toBe(ids.tagalog);
    expect(await previousOf(ids.specialDraft)).toBe(ids.special);
  });

  it('of a published bulletin is the newest published before it', async () => {
    expect(await previousOf(ids.newer)).toBe(ids.middle);
    expect(await previousOf(ids.middle)).toBe(ids.older);
    // A withdrawn one keeps what it was compared with when it was out.
    expect(await previousOf(ids.withdrawn)).toBe(ids.newer);
  });

  it('is none for the first of its kind, and for an unknown bulletin', async () => {
    expect(await previousOf(ids.older)).toBeNull();
    for (const key of ['otherPlace', 'otherCrop', 'tagalog', 'seasonal', 'special'] as const) expect(await previousOf(ids[key]), key).toBeNull();
    expect(await previousOf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('comes with its reference, publishing time and document', async () => {
    const db = await portalDb();
    const [middle] = await db.select({ reference: bulletin.reference }).from(bulletin).where(eq(bulletin.id, ids.middle));
    const previous = await findPreviousBulletin(db, ids.newer);
    expect(previous).toMatchObject({ id: ids.middle, reference: middle!.reference, publishedAt: new Date('2025-09-10T01:00:00Z') });
    expect(previous!.document).toMatchObject({ type: 'ten_day', language: 'en', municipality: { name: 'Bay' }, crop: { key: 'rice' } });
  });

  it('among bulletins published at the same instant (approved together) is always the same one', async () => {
    await setState(ids.older, 'published', '2025-09-10T01:00:00Z');
    const [first] = [ids.older, ids.middle].sort().reverse();
    expect(await previousOf(ids.newer)).toBe(first);
    expect(await previousOf(ids.middle)).toBeNull();
    await setState(ids.older, 'published', '2025-09-01T01:00:00Z');
  });
});

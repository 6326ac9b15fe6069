import { describe, expect, it } from 'vitest';
import { POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { listBulletinEditions } from '@/modules/bulletins/server/list-bulletin-editions';
import { listPublicBulletins } from '@/modules/bulletins/server/list-public-bulletins';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { portalDb } from '../support/test-database';
import { loadDryTenDay, raiseSignals, typhoonWeekPortal } from '../support/typhoon-week';

/**
 * More than a page of published bulletins of several types, as after one province batch in a typhoon
 * week: the archive counts them all, pages to the rest, and keeps the storm's bulletins on top.
 */
const { callers, staff, post, publish } = typhoonWeekPortal();

describe('the public archive after a province batch', () => {
  let cyclone = '';
  const tenDays: string[] = [];

  it('is loaded: a cyclone bulletin for City of Calamba, then 10-day bulletins for 21 other towns of Laguna', async () => {
    await loadDryTenDay(callers.admin);
    await raiseSignals(callers.admin, new Date(Date.now() - 3_600_000));
    const special = await post(
      postSpecial,
      '/api/reports/special/crops',
      { province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en', operation: 'create' },
      staff.author,
    );
    expect(special.status, await special.clone().text()).toBe(201);
    cyclone = ((await special.json()) as { id: string }).id;
    await publish(cyclone);

    const { municipalities, provinces } = await resolvePlaceFilter(await portalDb(), {});
    const laguna = provinces.find((p) => p.name === 'Laguna')!.psgc;
    for (const town of municipalities.filter((m) => m.provincePsgc === laguna && m.name !== 'City of Calamba')) {
      if (tenDays.length === 21) break;
      const made = await post(
        postTenDay,
        '/api/reports/tenday/crops',
        { province: 'Laguna', municipality: town.name, crop: 'rice', language: 'en', operation: 'create' },
        staff.author,
      );
      if (made.status === 201) tenDays.push(((await made.json()) as { id: string }).id);
    }
    expect(tenDays).toHaveLength(21);
    await publish(...tenDays);
  });

  it('counts every edition and reaches the last page, newest first after the storm', async () => {
    const db = await portalDb();
    const first = await listBulletinEditions(db, {});
    expect(first.total).toBe(22);
    expect(first.editions).toHaveLength(20);
    expect(first.editions[0]!.copies[0]!.id).toBe(cyclone);
    const second = await listBulletinEditions(db, { page: 2 });
    expect(second.editions).toHaveLength(2);
    const seen = [...first.editions, ...second.editions].map((e) => e.copies[0]!.id);
    expect(new Set(seen).size).toBe(22);
    expect(seen).toEqual(expect.arrayContaining([cyclone, ...tenDays]));
    expect((await listBulletinEditions(db, { type: 'ten_day' })).total).toBe(21);
    expect((await listBulletinEditions(db, { type: 'ten_day', page: 2 })).editions).toHaveLength(1);
  });

  it('keeps the cyclone bulletin at the top of "Newest bulletins" while its advisory is current, and lets it sink after', async () => {
    const db = await portalDb();
    const newest = await listPublicBulletins(db, {});
    expect(newest.total).toBe(22);
    expect(newest.reports[0]!.id).toBe(cyclone);
    await raiseSignals(callers.admin, new Date(), { activeCyclone: false });
    const after = await listPublicBulletins(db, {});
    expect(after.reports[0]!.id).not.toBe(cyclone);
    expect((await listPublicBulletins(db, { page: 2 })).reports.map((r) => r.id)).toContain(cyclone);
  });
});

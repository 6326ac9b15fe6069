import { describe, expect, it } from 'vitest';
import { POST as postSpecialBulletin } from '@/app/api/reports/special/crops/route';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { portalDb } from '../support/test-database';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { findLatestBulletin } from '@/modules/bulletins/server/find-latest-bulletin';
import { listBulletinEditions } from '@/modules/bulletins/server/list-bulletin-editions';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { publishBulletins } from '../support/publish-bulletins';
import { databaseWithCallers } from '../support/callers';

const BAY = '0403402000';
const callers = databaseWithCallers();

async function create(handler: (r: Request) => Promise<Response>, path: string, language: 'en' | 'tag'): Promise<string> {
  const answer = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { ...callers.admin, 'content-type': 'application/json' },
      // The fixture's outlooks have ended: bulletins are made from them on purpose.
      body: JSON.stringify({ region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language, operation: 'create', allowExpired: true }),
    }),
  );
  expect(answer.status).toBe(201);
  const id = ((await answer.json()) as { htmlUrl: string }).htmlUrl.split('/').pop()!;
  await publishBulletins(id);
  return id;
}

// Issue 16: the "Latest bulletin" link on the English 10-day tab opened a Tagalog cyclone advisory.
describe("a place's latest bulletin link and the archive's entries", () => {
  it("picks the page's type, in the reader's language when there is one", async () => {
    // The demo set brings advice for every forecast: a bulletin without any is refused.
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
    const tenDayEnglish = await create(postTenDayBulletin, '/api/reports/tenday/crops', 'en');
    const tenDayTagalog = await create(postTenDayBulletin, '/api/reports/tenday/crops', 'tag');
    const specialTagalog = await create(postSpecialBulletin, '/api/reports/special/crops', 'tag');
    const db = await portalDb();
    const latest = async (type: 'ten_day' | 'seasonal' | 'special_weather', language: 'en' | 'tag') =>
      (await findLatestBulletin(db, { municipalityPsgc: BAY, type, language }))?.id ?? null;

    // The newest bulletin of all is a Tagalog cyclone advisory: an English 10-day page still links the English 10-day one.
    expect(await latest('ten_day', 'en')).toBe(tenDayEnglish);
    expect(await latest('ten_day', 'tag')).toBe(tenDayTagalog);
    // Only a Tagalog one of the type: taken rather than nothing.
    expect(await latest('special_weather', 'en')).toBe(specialTagalog);
    expect(await latest('seasonal', 'en')).toBeNull();
    expect(await findLatestBulletin(db, { municipalityPsgc: BAY, type: 'ten_day', language: 'en', cropKey: 'corn' })).toBeNull();

    // The archive shows the English and Tagalog copies of the 10-day bulletin as one entry.
    const archive = await listBulletinEditions(db, {});
    expect(archive.total).toBe(2);
    expect(archive.editions.map((edition) => edition.copies.map((copy) => copy.id).sort())).toEqual([[specialTagalog], [tenDayEnglish, tenDayTagalog].sort()]);
    const tenday = await listBulletinEditions(db, { type: 'ten_day', province: 'laguna', municipality: 'bay' });
    expect(tenday.editions).toHaveLength(1);
    expect(tenday.editions[0]!.copies.map((copy) => copy.language).sort()).toEqual(['en', 'tag']);
    expect((await listBulletinEditions(db, { type: 'seasonal' })).total).toBe(0);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as findRecommendations } from '@/app/api/recommendations/route';
import { cropCalendar, recommendation } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const counts = async () => {
  const db = await portalDb();
  const [[calendars], [recommendations]] = await Promise.all([db.select({ n: count() }).from(cropCalendar), db.select({ n: count() }).from(recommendation)]);
  return { calendars: calendars!.n, recommendations: recommendations!.n };
};

describe('the demo data set', () => {
  it('fills an empty portal with labelled rice and corn calendars for every place and their recommendations', async () => {
    expect(await seedDemoData(await portalDb())).toEqual({ seeded: true });
    const db = await portalDb();
    const rows = await db.select().from(cropCalendar);
    expect(rows.every((row) => row.isDemo && row.updatedBy === 'system')).toBe(true);
    for (const crop of ['rice', 'corn']) {
      for (const mode of ['ten_day', 'seasonal'] as const) {
        expect(new Set(rows.filter((r) => r.cropKey === crop && r.mode === mode).map((r) => r.municipalityPsgc)).size).toBe(142);
      }
    }
    expect(new Set(rows.map((r) => r.cropKey)).size).toBeGreaterThan(2);
    const answer = await findRecommendations(
      new Request('http://localhost/api/recommendations?type=special&crop=corn&stages=vegtass&forecast=signal_number_3'),
    );
    const [found] = (await answer.json()) as { isDemo: boolean; practice: { en: string; tl: string } }[];
    expect(found).toMatchObject({ isDemo: true });
    expect(found!.practice.tl).not.toBe(found!.practice.en);
    expect((await counts()).recommendations).toBe(212);
    const general = await findRecommendations(
      new Request('http://localhost/api/recommendations?type=special&crop=cassava&stages=general&forecast=signal_number_2'),
    );
    const [prepare] = (await general.json()) as { crop: string | null; stage: string | null; practice: { en: string; tl: string } }[];
    expect(prepare).toMatchObject({ crop: null, stage: null });
    expect(prepare!.practice.en).toMatch(/higher ground/);
  });

  it('is seeded once: not again while data exists, nor after staff delete it all', async () => {
    expect(await seedDemoData(await portalDb())).toEqual({ seeded: false });
    const db = await portalDb();
    await db.delete(cropCalendar);
    await db.delete(recommendation).where(eq(recommendation.isDemo, true));
    expect(await seedDemoData(db)).toEqual({ seeded: false });
    expect(await counts()).toEqual({ calendars: 0, recommendations: 0 });
  });
});

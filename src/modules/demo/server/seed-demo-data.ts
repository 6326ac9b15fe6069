import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { count } from 'drizzle-orm';
import { appSetting, cropCalendar, recommendation } from '@/db/schema';
import { demoCalendarRows } from '@/modules/demo/rules/demo-calendars';
import { demoRecommendations } from '@/modules/demo/rules/demo-recommendations';
import { PLACES } from '@/modules/places/rules/places';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { storeCalendarRows } from '@/modules/calendar/server/store-calendar-rows';
import type { Database } from '@/platform/db/database';
import { storeRecommendations } from '@/modules/recommendations/server/store-recommendations';

const MARKER = 'demo_data_seeded_at';

/**
 * Seeds the sample calendars and recommendations written for this project, once, into a portal that has
 * none: a marker keeps it from coming back after staff replace or delete it. Rows carry `is_demo`.
 */
export async function seedDemoData(db: Database): Promise<{ seeded: boolean }> {
  const [[calendars], [recommendations]] = await Promise.all([db.select({ n: count() }).from(cropCalendar), db.select({ n: count() }).from(recommendation)]);
  if ((calendars?.n ?? 0) > 0 || (recommendations?.n ?? 0) > 0) return { seeded: false };

  return changePublicData(db, async (tx) => {
    const marked = await tx.insert(appSetting).values({ key: MARKER, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (marked.length === 0) return { seeded: false };
    const rows = demoCalendarRows(PLACES).map((row) => ({
      ...row,
      provincePsgc: PLACES.find((place) => place.psgc === row.municipalityPsgc)!.province,
    }));
    for (const mode of ['ten_day', 'seasonal'] as const) {
      await storeCalendarRows(
        tx,
        rows.filter((row) => row.mode === mode),
        { mode, author: 'system', isDemo: true },
      );
    }
    const drafts = demoRecommendations();
    await storeRecommendations(tx, drafts, { author: 'system', isDemo: true });
    await writeAudit(tx, { actor: 'system', action: 'demo.seed', summary: { calendars: rows.length, recommendations: drafts.length } });
    return { seeded: true };
  });
}

import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cropCalendar, draftRun } from '@/db/schema';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { draftItems, type DraftItem } from '@/modules/pagasa/rules/draft-items';
import type { DraftSkip } from '@/modules/pagasa/rules/draft-plan';
import { formatDate, formatMonth } from '@/platform/format/manila-time';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import { SYSTEM_ACTOR_ID } from '@/modules/staff/server/audit/write-audit';
import type { BulletinRequest } from '@/modules/bulletins/server/compose-bulletin';
import { createBulletin } from '@/modules/bulletins/server/create-bulletin';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { logger } from '@/platform/log/logger';
import { sendToReview } from '@/modules/bulletins/server/review/send-to-review';
import { findIssuance } from '@/modules/weather/server/find-issuance';
import { deleteReplacedDrafts } from './delete-replaced-drafts';

const CROPS = CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name.en }));

// Progress is written every few drafts: often enough for the desk, rarely enough not to slow the run.
const PROGRESS_EVERY = 5;

/** Whether the run's issuance is still the live outlook; marks the run replaced when it is not. */
async function stillLive(db: Database, type: 'ten_day' | 'seasonal', issuanceId: string): Promise<boolean> {
  if ((await findIssuance(db, type))?.id === issuanceId) return true;
  await db.update(draftRun).set({ state: 'replaced' }).where(eq(draftRun.issuanceId, issuanceId));
  return false;
}

function requestOf(item: DraftItem, type: 'ten_day' | 'seasonal', firstMonth: string): BulletinRequest {
  const fields = { province: item.provinceName, municipality: item.municipalityName, crop: item.crop, language: item.language, operation: 'create' as const };
  return type === 'ten_day' ? { type, fields: { ...fields } } : { type, fields: { ...fields, month: firstMonth, isFull: false } };
}

/**
 * The job that composes an issue's drafts (decision 063): claims the run, deletes the drafts of the issue
 * it replaces, composes a draft per place, crop and language of the office's plan (places without a
 * calendar for the crop are skipped and listed), and sends them to review as one batch, prepared by the
 * portal. A run whose issue is no longer the live one stops. Safe to run again after a crash: a draft
 * already made is found by its content, and the run keeps the time it started.
 */
export async function composeIssueDrafts(db: Database, issuanceId: string): Promise<'ready' | 'replaced' | 'skipped'> {
  const [run] = await db
    .update(draftRun)
    // The app's clock, as the drafts' own creation times: the sweep of replaced drafts compares the two.
    .set({ state: 'composing', startedAt: sql`coalesce(${draftRun.startedAt}, ${new Date().toISOString()}::timestamptz)`, error: null })
    // A failed run is claimed again by the queue's retry.
    .where(and(eq(draftRun.issuanceId, issuanceId), inArray(draftRun.state, ['queued', 'composing', 'failed'])))
    .returning();
  if (!run) return 'skipped';
  const live = await findIssuance(db, run.issuanceType);
  if (live?.id !== issuanceId) {
    await db.update(draftRun).set({ state: 'replaced' }).where(eq(draftRun.issuanceId, issuanceId));
    return 'replaced';
  }
  const outlook =
    run.issuanceType === 'ten_day'
      ? `PAGASA's 10-day outlook of ${formatDate(live.forecastDate, 'en')}`
      : `PAGASA's seasonal outlook from ${formatMonth(live.validFrom.slice(0, 7), 'en')}`;
  await deleteReplacedDrafts(db, { issuanceId, issuanceType: run.issuanceType, startedAt: run.startedAt! }, outlook);

  const calendars = await db
    .selectDistinct({ municipality: cropCalendar.municipalityPsgc, crop: cropCalendar.cropKey })
    .from(cropCalendar)
    .where(inArray(cropCalendar.cropKey, run.plan.crops));
  const { items, skipped } = draftItems(run.plan, PLACES, PROVINCES, CROPS, new Set(calendars.map((row) => `${row.municipality}|${row.crop}`)));
  await db.update(draftRun).set({ total: items.length, made: 0, skipped }).where(eq(draftRun.issuanceId, issuanceId));

  const owner = { id: SYSTEM_ACTOR_ID, email: 'system', name: `the portal, from ${outlook}` };
  const made: string[] = [];
  const failed: DraftSkip[] = [...skipped];
  for (const [index, item] of items.entries()) {
    try {
      const { report } = await createBulletin(db, requestOf(item, run.issuanceType, live.validFrom.slice(0, 7)), owner);
      if (report.state === 'draft') made.push(report.id);
      else failed.push({ ...item.skip, reason: `already made as ${report.reference} (${report.state.replace('_', ' ')})` });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ ...item.skip, reason: error.message });
    }
    if ((index + 1) % PROGRESS_EVERY === 0 || index === items.length - 1) {
      // A newer issue landed meanwhile (its run waits for this one: one composing at a time): stop, and
      // leave what was made to its sweep, rather than send an outdated batch to review.
      if (!(await stillLive(db, run.issuanceType, issuanceId))) return 'replaced';
      await db
        .update(draftRun)
        .set({ made: made.length, skipped: failed })
        .where(and(eq(draftRun.issuanceId, issuanceId), eq(draftRun.state, 'composing')));
    }
  }
  if (!(await stillLive(db, run.issuanceType, issuanceId))) return 'replaced';
  const batch = made.length > 0 ? await sendToReview(db, made, 'system') : null;
  await db
    .update(draftRun)
    .set({ state: 'ready', made: made.length, skipped: failed, reviewBatchId: batch?.batchId ?? null, finishedAt: new Date() })
    .where(eq(draftRun.issuanceId, issuanceId));
  logger.info({ issuanceId, made: made.length, skipped: failed.length }, 'drafts composed');
  return 'ready';
}

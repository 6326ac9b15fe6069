import 'server-only';
import { asc } from 'drizzle-orm';
import { recommendationApproval } from '@/db/schema';
import { capSender } from '@/modules/exchange/rules/feeds/feed-paths';
import { farmOperationLabel } from '@/modules/recommendations/rules/farm-operations';
import { richTextToPlain } from '@/modules/recommendations/rules/rich-text';
import type { Queryable } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { resolvePlaceFilter, type ResolvedPlaces } from '@/modules/places/server/resolve-place-filter';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { getSiteLinks } from '@/platform/request/get-site-links';

/** The office's advice for a wind signal (null: for any), in both languages, as plain text, as a reviewer approved it. */
export interface SignalAdvice {
  trigger: string | null;
  en: string;
  tl: string;
}

/** What every alert is composed with, read once per request. */
export interface CapContext {
  baseUrl: string;
  sender: string;
  officeSite: string;
  /** Hours an advisory counts as current after PAGASA issued it: the alert's expiry. */
  validHours: number;
  places: ResolvedPlaces;
  advice: SignalAdvice[];
}

/**
 * The sender, the places and the office's general advice for each wind signal (every crop, every
 * stage), only as reviewers approved it (decision 090): an alert goes to every hub at once and never
 * changes, so advice no reviewer approved is left out, and advice changed since its approval is
 * carried in the approved version. Sample (demo) advice is never approved: an actual alert must not
 * pass it off as the office's. `baseUrl` is the portal's public address as the request that composes
 * the alert shows it (`getRequestBaseUrl`): the sender stays in the message for good.
 */
export async function loadCapContext(db: Queryable, baseUrl = getBaseUrl()): Promise<CapContext> {
  const [places, rows] = await Promise.all([
    resolvePlaceFilter(db, {}),
    db
      .select({
        trigger: recommendationApproval.trigger,
        farmOperation: recommendationApproval.farmOperation,
        practiceEn: recommendationApproval.practiceEn,
        practiceTl: recommendationApproval.practiceTl,
      })
      .from(recommendationApproval)
      .orderBy(asc(recommendationApproval.recommendationId)),
  ]);
  return {
    baseUrl,
    sender: capSender(baseUrl),
    officeSite: getSiteLinks().partners.find((partner) => partner.key === 'rfo')?.href ?? baseUrl,
    validHours: getEnv().ACAP_SPECIAL_VALID_HOURS,
    places,
    advice: rows.map((row) => {
      const operation = farmOperationLabel(row.farmOperation);
      const en = `${operation.en}: ${richTextToPlain(row.practiceEn)}`;
      // Tagalog readers get the English practice where the office wrote none, as on bulletins.
      const tl = `${operation.tl}: ${richTextToPlain(row.practiceTl || row.practiceEn)}`;
      return { trigger: row.trigger, en, tl };
    }),
  };
}

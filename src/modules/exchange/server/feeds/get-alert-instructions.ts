import 'server-only';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { recommendation, recommendationApproval } from '@/db/schema';
import { SIGNAL_LEVELS } from '@/modules/exchange/rules/feeds/cap-levels';
import { alertReviewState } from '@/modules/recommendations/rules/alert-advice';
import type { WindSignal } from '@/modules/weather/rules/conditions';
import type { Queryable } from '@/platform/db/database';
import { loadCapContext } from './load-cap-context';

export interface AlertInstruction {
  signal: WindSignal;
  /** The `<instruction>` lines an alert saved now would carry for places under this signal, per language. */
  en: string[];
  tl: string[];
}

/** Advice for the alerts that an alert saved now would not carry as it stands. */
export interface UnapprovedAdvice {
  id: number;
  farmOperation: string;
  trigger: string | null;
  /** waiting: left out; changed: carried in the version a reviewer approved. */
  state: 'waiting' | 'changed';
}

export interface AlertInstructions {
  signals: AlertInstruction[];
  unapproved: UnapprovedAdvice[];
}

/**
 * What a CAP alert saved now would tell farmers under each signal (its `<instruction>`): the office's
 * advice for that signal as reviewers approved it, and the advice that waits for a reviewer. Shown on
 * the advisory form before saving, because the alert is composed once, at saving, and never changes
 * after (decisions 057 and 090).
 */
export async function getAlertInstructions(db: Queryable): Promise<AlertInstructions> {
  const [{ advice }, rows] = await Promise.all([
    loadCapContext(db),
    db
      .select({ row: recommendation, approval: recommendationApproval })
      .from(recommendation)
      .leftJoin(recommendationApproval, eq(recommendationApproval.recommendationId, recommendation.id))
      .where(
        or(
          and(eq(recommendation.type, 'special'), isNull(recommendation.cropKey), isNull(recommendation.stage), eq(recommendation.isDemo, false)),
          isNotNull(recommendationApproval.recommendationId),
        ),
      )
      .orderBy(recommendation.id),
  ]);
  const signals = (Object.keys(SIGNAL_LEVELS) as WindSignal[])
    .filter((signal) => signal !== 'general_no_signal')
    .map((signal) => {
      const lines = advice.filter((line) => line.trigger === null || line.trigger === signal);
      return { signal, en: lines.map((line) => line.en), tl: lines.map((line) => line.tl) };
    });
  const unapproved = rows.flatMap(({ row, approval }): UnapprovedAdvice[] => {
    const state = alertReviewState(row, approval);
    return state === 'waiting' || state === 'changed' ? [{ id: row.id, farmOperation: row.farmOperation, trigger: row.trigger, state }] : [];
  });
  return { signals, unapproved };
}

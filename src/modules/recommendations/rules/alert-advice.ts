// Which advice a CAP alert may carry in its `<instruction>` (decision 090). An alert goes to every hub
// the moment an advisory is saved and never changes after, so it carries the office's general cyclone
// advice only as a reviewer approved it: advice no reviewer approved waits, and an alert says nothing
// rather than something unreviewed.

/** What makes a recommendation advice for the alerts. */
export interface AdviceScope {
  type: string;
  cropKey: string | null;
  stage: string | null;
  isDemo: boolean;
}

/** The parts of advice an alert prints: what a reviewer approves, and what an edit can change after. */
export interface AlertAdviceText {
  farmOperation: string;
  trigger: string | null;
  practiceEn: string;
  practiceTl: string;
}

/**
 * - `none`: not advice for the alerts, and never approved for them: no alert carries it.
 * - `waiting`: advice for the alerts that no reviewer approved: alerts leave it out.
 * - `approved`: alerts carry it as it stands.
 * - `changed`: changed since a reviewer approved it: alerts carry the approved version until a reviewer
 *   approves the change (or withdraws the approval).
 */
export const ALERT_REVIEW_STATES = ['none', 'waiting', 'approved', 'changed'] as const;
export type AlertReviewState = (typeof ALERT_REVIEW_STATES)[number];

/** Cyclone (special) advice for every crop, not tied to a stage, and the office's own (sample advice never goes out). */
export function isAlertAdvice(row: AdviceScope): boolean {
  return row.type === 'special' && row.cropKey === null && row.stage === null && !row.isDemo;
}

function sameText(a: AlertAdviceText, b: AlertAdviceText): boolean {
  return a.farmOperation === b.farmOperation && a.trigger === b.trigger && a.practiceEn === b.practiceEn && a.practiceTl === b.practiceTl;
}

/** Where a recommendation stands for the alerts, given the version a reviewer approved (null: none). */
export function alertReviewState(row: AdviceScope & AlertAdviceText, approved: AlertAdviceText | null): AlertReviewState {
  if (!approved) return isAlertAdvice(row) ? 'waiting' : 'none';
  return isAlertAdvice(row) && sameText(row, approved) ? 'approved' : 'changed';
}

/** Why a reviewer may not approve a recommendation as they saw it, or null when they may. */
export interface ApprovalRefusal {
  kind: 'changed' | 'notAlertAdvice' | 'own';
  message: string;
}

/**
 * The checks of an approval: the reviewer approves the revision they read, of advice for the alerts,
 * and (unless they answer for the office, `recommendation.approveOwn`) not their own last change.
 */
export function approvalRefusal(
  row: AdviceScope & { id: number; revision: number; updatedById: string | null },
  approval: { revision: number; reviewerId: string; mayApproveOwn: boolean },
): ApprovalRefusal | null {
  if (row.revision !== approval.revision)
    return {
      kind: 'changed',
      message: `Recommendation ${row.id} was changed since you read it (revision ${approval.revision}, now ${row.revision}): read it again, then approve what it says now.`,
    };
  if (!isAlertAdvice(row))
    return {
      kind: 'notAlertAdvice',
      message: `Recommendation ${row.id} is not advice the CAP alerts carry: only the office's own special (cyclone) advice for all crops and no stage is approved for them.`,
    };
  if (row.updatedById === approval.reviewerId && !approval.mayApproveOwn)
    return { kind: 'own', message: `You made the last change to recommendation ${row.id}: another reviewer approves it for the CAP alerts.` };
  return null;
}

import { REFUSAL_REASONS, REPLACES_LIVE, type RefusalReason, type ReplaceConflictDetails, type ReplacedOutlook } from './upload-guards';

/** An outlook as the staff form names it: its kind and the period it covers. */
export interface OutlookPeriod {
  type: 'seasonal' | 'ten_day';
  validFrom: string;
  validTo: string;
}

/**
 * What the staff upload form shows after an upload (decision 086), whether the answer came as JSON
 * (with script) or as the page's address (without): the form words it in the staff member's language.
 */
export type UploadNotice =
  | { kind: 'saved'; outlook: OutlookPeriod; live: boolean }
  | { kind: 'replace'; replaces: ReplacedOutlook; emptyPlaces: number; places: number; emptyNames: string[] }
  | { kind: 'refused'; reason: RefusalReason | 'other'; message?: string; problems?: string[] };

/** The notice of a refusal the API answered in JSON: a 409 to confirm, or a refusal with its reason, message and problems. */
export function noticeOfFailure(failure: { message: string; problems: string[]; details?: Record<string, unknown> }): UploadNotice {
  const details = failure.details ?? {};
  if (details.reason === REPLACES_LIVE) {
    const conflict = details as unknown as ReplaceConflictDetails;
    return { kind: 'replace', replaces: conflict.replaces, emptyPlaces: conflict.emptyPlaces, places: conflict.places, emptyNames: conflict.emptyNames };
  }
  const reason = REFUSAL_REASONS.find((known) => known === details.reason) ?? 'other';
  return { kind: 'refused', reason, message: failure.message, problems: failure.problems };
}

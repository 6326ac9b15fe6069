import { formatManilaStamp } from '@/platform/format/manila-time';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import type { FeedbackCommentState } from './feedback-contract';

/** One answer with its bulletin's facts, as the staff export lists it. */
export interface FeedbackExportRow {
  reference: string;
  province: string;
  municipality: string;
  crop: string;
  type: string;
  language: string;
  useful: boolean | null;
  comment: string | null;
  commentState: FeedbackCommentState;
  createdAt: Date;
}

export const FEEDBACK_CSV_HEADER = [
  'bulletin reference',
  'province',
  'municipality',
  'crop',
  'bulletin type',
  'bulletin language',
  'useful',
  'comment',
  'comment state',
  'answered at',
] as const;

/**
 * Every answer as CSV, one row each, with Philippine times. Held and hidden comments are included with
 * their state: the file is for staff, who read the held ones on the feedback page anyway. Cells that
 * a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) are written as text by formatCsv.
 */
export function feedbackCsv(rows: readonly FeedbackExportRow[]): string {
  return formatCsv([
    FEEDBACK_CSV_HEADER,
    ...rows.map((row) => [
      row.reference,
      row.province,
      row.municipality,
      row.crop,
      row.type,
      row.language,
      row.useful === null ? '' : row.useful ? 'yes' : 'no',
      row.comment ?? '',
      row.comment === null ? '' : row.commentState,
      formatManilaStamp(row.createdAt),
    ]),
  ]);
}

import { FEEDBACK_CONTRACT } from '@/domain/feedback/feedback-contract';
import { manilaToday } from '@/domain/format/manila-time';
import { exportFeedbackCsv } from '@/server/feedback/export-feedback-csv';
import { handleRoute } from '@/server/http/handle-route';
import { fileAnswer } from '@/server/http/json-answer';

/** Staff: every reader's answer as CSV. */
export const GET = handleRoute({
  ...FEEDBACK_CONTRACT.export,
  handler: async ({ db }) =>
    fileAnswer(await exportFeedbackCsv(db), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="acap-feedback-${manilaToday()}.csv"`,
        'Cache-Control': 'no-store',
      },
    }),
});

import { FEEDBACK_CONTRACT } from '@/modules/feedback/rules/feedback-contract';
import { manilaToday } from '@/platform/format/manila-time';
import { exportFeedbackCsv } from '@/modules/feedback/server/export-feedback-csv';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';

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

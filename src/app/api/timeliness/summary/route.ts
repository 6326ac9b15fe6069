import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import { summaryCsvRows, summaryFileName } from '@/modules/timeliness/rules/summary-csv';
import { TIMELINESS_CONTRACT } from '@/modules/timeliness/rules/timeliness-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { summarizeTimelinessMonth } from '@/modules/timeliness/server/summarize-timeliness-month';

/** Staff: a month's bulletin timeliness per province as a CSV file (the staff page's download form). */
export const GET = handleRoute({
  ...TIMELINESS_CONTRACT.summary,
  handler: async ({ db, input }) => {
    const { rows, provinceName } = await summarizeTimelinessMonth(db, input);
    return fileAnswer(formatCsv(summaryCsvRows(input.month, rows)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${summaryFileName(input.month, provinceName)}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});

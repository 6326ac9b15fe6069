import { SMS_CONTRACT } from '@/modules/sms/rules/sms-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { exportSmsTexts } from '@/modules/sms/server/export-sms-texts';

/** The published SMS texts of a place as CSV, for the office's bulk-SMS service (sending is that service's). */
export const GET = handleRoute({
  ...SMS_CONTRACT.export,
  handler: async ({ db, input }) => {
    const { fileName, csv } = await exportSmsTexts(db, input);
    return fileAnswer(csv, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' },
    });
  },
});

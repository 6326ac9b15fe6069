import { outlookUploadFieldsSchema, WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { answerOutlookUpload } from '@/modules/weather/routes/answer-outlook-upload';
import { encodeTenDayIssuance } from '@/modules/weather/server/encode-ten-day-issuance';
import { importTenDayFiles } from '@/modules/weather/server/import-ten-day-files';
import { MAX_TEN_DAY_FILES, MAX_TEN_DAY_UPLOAD_BYTES } from '@/modules/weather/server/import-ten-day-workbooks';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readJsonBody } from '@/platform/http/read-json-body';
import { readUploadForm } from '@/platform/http/read-upload-form';
import { MAX_WORKBOOK_BYTES } from '@/platform/spreadsheets/load-workbook';

/**
 * A 10-day outlook: PAGASA's day workbooks or one file in the portal's long layout (CSV or .xlsx),
 * multipart in the field `excel-files[]` with `confirm` and `answer`, or a hand-entered issue (JSON).
 * All take one import path.
 */
export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.tenday,
  handler: async ({ db, request, user }) => {
    const author = { id: user.id, email: user.email };
    const saved = <T extends { archived: string | null }>(report: T) => ({ message: report.archived ?? 'The 10-day outlook was saved.', ...report });
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      const input = WEATHER_WRITES_CONTRACT.tenday.jsonBody.parse(await readJsonBody(request));
      return jsonAnswer(saved(await encodeTenDayIssuance(db, input, author)), { status: 201 });
    }
    const { files, fields } = await readUploadForm(request, {
      field: 'excel-files',
      maxFiles: MAX_TEN_DAY_FILES,
      maxFileBytes: MAX_WORKBOOK_BYTES,
      maxTotalBytes: MAX_TEN_DAY_UPLOAD_BYTES,
    });
    const choices = outlookUploadFieldsSchema.parse(Object.fromEntries(fields));
    return answerOutlookUpload(choices, '/admin/weather/ten-day', async () =>
      saved(await importTenDayFiles(db, files, author, { confirmed: choices.confirm })),
    );
  },
});

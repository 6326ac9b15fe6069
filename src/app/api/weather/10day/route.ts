import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readJsonBody } from '@/platform/http/read-json-body';
import { readUploadedFiles } from '@/platform/http/read-uploaded-files';
import { encodeTenDayIssuance } from '@/modules/weather/server/encode-ten-day-issuance';
import { importTenDayFiles } from '@/modules/weather/server/import-ten-day-files';
import { MAX_TEN_DAY_FILES, MAX_TEN_DAY_UPLOAD_BYTES } from '@/modules/weather/server/import-ten-day-workbooks';
import { MAX_WORKBOOK_BYTES } from '@/platform/spreadsheets/load-workbook';

/**
 * A 10-day outlook: PAGASA's day workbooks or one file in the portal's long layout (CSV or .xlsx),
 * multipart in the field `excel-files[]`, or a hand-entered issue (JSON). All take one import path.
 */
export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.tenday,
  handler: async ({ db, request, user }) => {
    const author = { id: user.id, email: user.email };
    const isJson = (request.headers.get('content-type') ?? '').includes('application/json');
    const result = isJson
      ? await encodeTenDayIssuance(db, WEATHER_WRITES_CONTRACT.tenday.jsonBody.parse(await readJsonBody(request)), author)
      : await importTenDayFiles(
          db,
          await readUploadedFiles(request, {
            field: 'excel-files',
            maxFiles: MAX_TEN_DAY_FILES,
            maxFileBytes: MAX_WORKBOOK_BYTES,
            maxTotalBytes: MAX_TEN_DAY_UPLOAD_BYTES,
          }),
          author,
        );
    return jsonAnswer({ message: result.archived ?? 'The 10-day outlook was saved.', ...result }, { status: 201 });
  },
});

import { seasonalRegionSchema } from '@/modules/weather/rules/seasonal-input';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readUploadedFiles } from '@/platform/http/read-uploaded-files';
import { MAX_WORKBOOK_BYTES } from '@/platform/spreadsheets/load-workbook';
import { encodeSeasonalIssuance } from '@/modules/weather/server/encode-seasonal-issuance';
import { readSeasonalWorkbook } from '@/modules/weather/server/read-seasonal-workbook';

/** A seasonal outlook workbook (PAGASA's layout or the portal's template), multipart field `excelfile`. */
export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.seasonalExcel,
  handler: async ({ db, request, user }) => {
    const [file] = await readUploadedFiles(request, { field: 'excelfile', maxFiles: 1, maxFileBytes: MAX_WORKBOOK_BYTES });
    const input = seasonalRegionSchema.parse(await readSeasonalWorkbook(file!));
    const result = await encodeSeasonalIssuance(db, input, { id: user.id, email: user.email }, { mode: 'excel', files: [file!.name] });
    return jsonAnswer({ message: result.archived ?? 'The seasonal outlook was saved.', ...result }, { status: 201 });
  },
});

import { outlookUploadFieldsSchema, WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { answerOutlookUpload } from '@/modules/weather/routes/answer-outlook-upload';
import { importSeasonalWorkbook } from '@/modules/weather/server/import-seasonal-workbook';
import { handleRoute } from '@/platform/api-route/handle-route';
import { readUploadForm } from '@/platform/http/read-upload-form';
import { MAX_WORKBOOK_BYTES } from '@/platform/spreadsheets/load-workbook';

/** A seasonal outlook workbook (PAGASA's layout or the portal's template), multipart field `excelfile`, with `confirm` and `answer`. */
export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.seasonalExcel,
  handler: async ({ db, request, user }) => {
    const { files, fields } = await readUploadForm(request, { field: 'excelfile', maxFiles: 1, maxFileBytes: MAX_WORKBOOK_BYTES });
    const choices = outlookUploadFieldsSchema.parse(Object.fromEntries(fields));
    return answerOutlookUpload(choices, '/admin/weather/seasonal', async () => {
      const result = await importSeasonalWorkbook(db, files[0]!, { id: user.id, email: user.email }, { confirmed: choices.confirm });
      return { message: result.archived ?? 'The seasonal outlook was saved.', ...result };
    });
  },
});

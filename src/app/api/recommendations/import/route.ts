import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readUploadForm } from '@/platform/http/read-upload-form';
import { importRecommendationWorkbook } from '@/modules/recommendations/server/import-recommendation-workbook';
import { MAX_WORKBOOK_BYTES } from '@/platform/spreadsheets/load-workbook';

/** A workbook with sheets Seasonal, 10-Day and Special: multipart field `file`, and `crop` when it has no Crop column. */
export const POST = handleRoute({
  ...RECOMMENDATIONS_CONTRACT.import,
  handler: async ({ db, request, user }) => {
    const { files, fields } = await readUploadForm(request, { field: 'file', maxFiles: 1, maxFileBytes: MAX_WORKBOOK_BYTES });
    const result = await importRecommendationWorkbook(db, files[0]!, {
      crop: fields.get('crop') || undefined,
      author: { id: user.id, email: user.email },
    });
    return jsonAnswer({ message: `Imported ${result.imported} recommendations from ${result.file}.`, ...result }, { status: 201 });
  },
});

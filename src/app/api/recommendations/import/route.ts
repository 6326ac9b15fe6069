import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { readUploadForm } from '@/server/http/read-upload-form';
import { importRecommendationWorkbook } from '@/server/recommendations/import-recommendation-workbook';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';
import { MAX_WORKBOOK_BYTES } from '@/server/spreadsheets/load-workbook';

/** A workbook with sheets Seasonal, 10-Day and Special: multipart field `file`, and `crop` when it has no Crop column. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'recommendation.edit' },
  handler: async ({ request, user }) => {
    const { files, fields } = await readUploadForm(request, { field: 'file', maxFiles: 1, maxFileBytes: MAX_WORKBOOK_BYTES });
    const result = await importRecommendationWorkbook(await getDb(), files[0]!, {
      crop: fields.get('crop') || undefined,
      author: { id: user.id, email: user.email },
    });
    revalidatePublicPages();
    return Response.json({ message: `Imported ${result.imported} recommendations from ${result.file}.`, ...result }, { status: 201 });
  },
});

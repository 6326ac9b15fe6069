import { seasonalRegionSchema } from '@/domain/weather/seasonal-input';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { readUploadedFiles } from '@/server/http/read-uploaded-files';
import { MAX_WORKBOOK_BYTES } from '@/server/spreadsheets/load-workbook';
import { encodeSeasonalIssuance } from '@/server/weather/encode-seasonal-issuance';
import { readSeasonalWorkbook } from '@/server/weather/read-seasonal-workbook';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

/** A seasonal outlook workbook (PAGASA's layout or the portal's template), multipart field `excelfile`. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'weather.edit' },
  handler: async ({ request, user }) => {
    const [file] = await readUploadedFiles(request, { field: 'excelfile', maxFiles: 1, maxFileBytes: MAX_WORKBOOK_BYTES });
    const input = seasonalRegionSchema.parse(await readSeasonalWorkbook(file!));
    const result = await encodeSeasonalIssuance(await getDb(), input, { id: user.id, email: user.email }, { mode: 'excel', files: [file!.name] });
    revalidatePublicPages();
    return Response.json({ message: 'The seasonal outlook was saved.', ...result }, { status: 201 });
  },
});

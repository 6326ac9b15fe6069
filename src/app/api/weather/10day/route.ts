import { tendayEncodeSchema } from '@/domain/weather/tenday-encode';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { readJsonBody } from '@/server/http/read-json-body';
import { readUploadedFiles } from '@/server/http/read-uploaded-files';
import { encodeTendayIssuance } from '@/server/weather/encode-tenday-issuance';
import { importTendayFiles } from '@/server/weather/import-tenday-files';
import { MAX_TENDAY_FILES, MAX_TENDAY_UPLOAD_BYTES } from '@/server/weather/import-tenday-workbooks';
import { MAX_WORKBOOK_BYTES } from '@/server/spreadsheets/load-workbook';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

/**
 * A 10-day outlook: PAGASA's day workbooks or one file in the portal's long layout (CSV or .xlsx),
 * multipart in the field `excel-files[]`, or a hand-entered issue (JSON). All take one import path.
 */
export const POST = handleRoute({
  access: { kind: 'action', action: 'weather.edit' },
  handler: async ({ request, user }) => {
    const author = { id: user.id, email: user.email };
    const db = await getDb();
    const isJson = (request.headers.get('content-type') ?? '').includes('application/json');
    const result = isJson
      ? await encodeTendayIssuance(db, tendayEncodeSchema.parse(await readJsonBody(request)), author)
      : await importTendayFiles(
          db,
          await readUploadedFiles(request, { field: 'excel-files', maxFiles: MAX_TENDAY_FILES, maxFileBytes: MAX_WORKBOOK_BYTES, maxTotalBytes: MAX_TENDAY_UPLOAD_BYTES }),
          author,
        );
    revalidatePublicPages();
    return Response.json({ message: 'The 10-day outlook was saved.', ...result }, { status: 201 });
  },
});

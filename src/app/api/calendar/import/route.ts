import { parseCalendarMode } from '@/domain/calendar/calendar-mode';
import { importCalendarFile, MAX_CALENDAR_FILE_BYTES } from '@/server/calendar/import-calendar-file';
import { getDb } from '@/server/db/get-db';
import { AppError } from '@/server/http/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { readUploadForm } from '@/server/http/read-upload-form';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

/** A calendar CSV or .xlsx in the interchange layout: multipart field `file` and `mode` (ten_day or seasonal). */
export const POST = handleRoute({
  access: { kind: 'action', action: 'calendar.edit' },
  handler: async ({ request, user }) => {
    const { files, fields } = await readUploadForm(request, { field: 'file', maxFiles: 1, maxFileBytes: MAX_CALENDAR_FILE_BYTES });
    const mode = parseCalendarMode(fields.get('mode'));
    if (!mode) throw new AppError('BAD_REQUEST', `mode must be ten_day or seasonal${fields.has('mode') ? `, not "${fields.get('mode')}"` : ''}.`);
    const result = await importCalendarFile(await getDb(), files[0]!, mode, { id: user.id, email: user.email });
    revalidatePublicPages();
    return Response.json({ message: `Imported ${result.rows} calendar rows from ${result.file}.`, ...result }, { status: 201 });
  },
});

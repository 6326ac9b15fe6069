import { CALENDAR_CONTRACT } from '@/modules/calendar/rules/calendar-contract';
import { parseCalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { importCalendarFile, MAX_CALENDAR_FILE_BYTES } from '@/modules/calendar/server/import-calendar-file';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readUploadForm } from '@/platform/http/read-upload-form';

/** A calendar CSV or .xlsx in the interchange layout: multipart field `file` and `mode` (ten_day or seasonal). */
export const POST = handleRoute({
  ...CALENDAR_CONTRACT.import,
  handler: async ({ db, request, user }) => {
    const { files, fields } = await readUploadForm(request, { field: 'file', maxFiles: 1, maxFileBytes: MAX_CALENDAR_FILE_BYTES });
    const mode = parseCalendarMode(fields.get('mode'));
    if (!mode) throw new AppError('BAD_REQUEST', `mode must be ten_day or seasonal${fields.has('mode') ? `, not "${fields.get('mode')}"` : ''}.`);
    const result = await importCalendarFile(db, files[0]!, mode, { id: user.id, email: user.email });
    return jsonAnswer({ message: `Imported ${result.rows} calendar rows from ${result.file}.`, ...result }, { status: 201 });
  },
});

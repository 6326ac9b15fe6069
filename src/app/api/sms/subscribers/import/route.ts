import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readUploadForm } from '@/platform/http/read-upload-form';
import { importSubscribers, MAX_SUBSCRIBER_FILE_BYTES } from '@/modules/sms/server/phonebook/import-subscribers';

/** An office's list of farmers' numbers: multipart field `file` (CSV or .xlsx). */
export const POST = handleRoute({
  ...PHONEBOOK_CONTRACT.import,
  handler: async ({ db, request, user }) => {
    const { files } = await readUploadForm(request, { field: 'file', maxFiles: 1, maxFileBytes: MAX_SUBSCRIBER_FILE_BYTES });
    const report = await importSubscribers(db, files[0]!, user);
    const message = `${report.file}: ${report.added} numbers added, ${report.updated} already kept got ${report.subscriptionsAdded} subscriptions in all${report.optedOut > 0 ? `; ${report.optedOut} that asked to stop were left out` : ''}.`;
    return jsonAnswer({ message, ...report }, { status: 201 });
  },
});

import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { exportSubscriberData } from '@/modules/sms/server/phonebook/export-subscriber-data';

/** One farmer's data, as a download for them (superadmins; audited). */
export const GET = handleRoute({
  ...PHONEBOOK_CONTRACT.export,
  handler: async ({ db, params: { id }, user }) =>
    fileAnswer(JSON.stringify(await exportSubscriberData(db, id, user), null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="acap-sms-data-${id}.json"`,
        'Cache-Control': 'private, no-store',
      },
    }),
});

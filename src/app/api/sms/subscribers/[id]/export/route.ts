import { PHONEBOOK_CONTRACT } from '@/domain/sms/phonebook-contract';
import { handleRoute } from '@/server/http/handle-route';
import { fileAnswer } from '@/server/http/json-answer';
import { exportSubscriberData } from '@/server/phonebook/export-subscriber-data';

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

import { PHONEBOOK_CONTRACT } from '@/domain/sms/phonebook-contract';
import { can } from '@/domain/permissions/can';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';
import { listContacts } from '@/server/phonebook/list-contacts';

/** The original portal's contact list: masked for admins, in full for superadmins (audited). */
export const GET = handleRoute({
  ...PHONEBOOK_CONTRACT.contacts,
  handler: async ({ db, user }) => jsonAnswer(await listContacts(db, user, can(user, 'sms.numbers'))),
});

import { PHONEBOOK_CONTRACT } from '@/domain/sms/phonebook-contract';
import { can } from '@/domain/permissions/can';
import { AppError } from '@/server/errors/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';
import { listContacts } from '@/server/phonebook/list-contacts';

/** The original portal's contact list: masked, in full only when a superadmin asks (audited). */
export const GET = handleRoute({
  ...PHONEBOOK_CONTRACT.contacts,
  handler: async ({ db, input, user }) => {
    if (input.full && !can(user, 'sms.numbers')) throw new AppError('FORBIDDEN', 'Only a superadmin may see numbers in full.');
    return jsonAnswer(await listContacts(db, user, input.full));
  },
});

import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { can } from '@/modules/staff/rules/can';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { listContacts } from '@/modules/sms/server/phonebook/list-contacts';

/** The original portal's contact list: masked, in full only when a superadmin asks (audited). */
export const GET = handleRoute({
  ...PHONEBOOK_CONTRACT.contacts,
  handler: async ({ db, input, user }) => {
    if (input.full && !can(user, 'sms.numbers')) throw new AppError('FORBIDDEN', 'Only a superadmin may see numbers in full.');
    return jsonAnswer(await listContacts(db, user, input.full));
  },
});

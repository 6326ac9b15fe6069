import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { eraseSubscriber } from '@/modules/sms/server/phonebook/erase-subscriber';

/** Erases a number on the farmer's request (superadmins). */
export const DELETE = handleRoute({
  ...PHONEBOOK_CONTRACT.erase,
  handler: async ({ db, params: { id }, user }) => {
    await eraseSubscriber(db, id, user);
    return { message: 'The number and name were erased; the number is on the do-not-text list.' };
  },
});

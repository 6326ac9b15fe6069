import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { addContact } from '@/modules/sms/server/phonebook/add-contact';

/** The original portal's contact call, on the phonebook. */
export const POST = handleRoute({
  ...PHONEBOOK_CONTRACT.addContact,
  handler: async ({ db, input, user }) => {
    const added = await addContact(db, input, user);
    return jsonAnswer(
      { message: added.created ? 'The number was added to the phonebook.' : 'The number is already in the phonebook.', ...added },
      { status: added.created ? 201 : 200 },
    );
  },
});

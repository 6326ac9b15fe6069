import { PHONEBOOK_CONTRACT } from '@/domain/sms/phonebook-contract';
import { handleRoute } from '@/server/http/handle-route';
import { jsonAnswer } from '@/server/http/json-answer';
import { listSubscribers } from '@/server/phonebook/list-subscribers';

export const GET = handleRoute({
  ...PHONEBOOK_CONTRACT.list,
  handler: async ({ db, input, user }) => jsonAnswer(await listSubscribers(db, user, input)),
});

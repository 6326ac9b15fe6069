import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { listSubscribers } from '@/modules/sms/server/phonebook/list-subscribers';

export const GET = handleRoute({
  ...PHONEBOOK_CONTRACT.list,
  handler: async ({ db, input, user }) => jsonAnswer(await listSubscribers(db, user, input)),
});

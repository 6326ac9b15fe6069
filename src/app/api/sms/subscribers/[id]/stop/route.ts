import { PHONEBOOK_CONTRACT } from '@/modules/sms/rules/phonebook-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { stopSubscriber } from '@/modules/sms/server/phonebook/stop-subscriber';

export const POST = handleRoute({
  ...PHONEBOOK_CONTRACT.stop,
  handler: async ({ db, params: { id }, user }) => {
    await stopSubscriber(db, id, user);
    return { message: 'Stopped: nothing more is sent to this number.' };
  },
});

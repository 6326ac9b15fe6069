import { PHONEBOOK_CONTRACT } from '@/domain/sms/phonebook-contract';
import { handleRoute } from '@/server/http/handle-route';
import { stopSubscriber } from '@/server/phonebook/stop-subscriber';

export const POST = handleRoute({
  ...PHONEBOOK_CONTRACT.stop,
  handler: async ({ db, params: { id }, user }) => {
    await stopSubscriber(db, id, user);
    return { message: 'Stopped: nothing more is sent to this number.' };
  },
});

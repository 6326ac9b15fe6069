import { SMS_SENDING_CONTRACT } from '@/modules/sms/rules/sms-sending-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { retryFailedTexts } from '@/modules/sms/server/sending/retry-failed-texts';

export const POST = handleRoute({
  ...SMS_SENDING_CONTRACT.retry,
  handler: async ({ db, input, user }) => {
    const { queued } = await retryFailedTexts(db, user, input.bulletinId);
    return { message: queued === 0 ? 'No failed text can be sent again.' : `${queued} ${queued === 1 ? 'text is' : 'texts are'} queued again.`, queued };
  },
});

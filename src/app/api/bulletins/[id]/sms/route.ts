import { SMS_CONTRACT } from '@/modules/sms/rules/sms-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { saveSmsText } from '@/modules/sms/server/save-sms-text';

/** Staff's SMS text of a draft or a bulletin in review; the service checks the author (or a reviewer) and the state. */
export const PUT = handleRoute({
  ...SMS_CONTRACT.save,
  handler: async ({ db, params: { id }, input, user }) => {
    const sms = await saveSmsText(db, id, input.smsText, user);
    return { message: sms.edited ? 'The SMS text was saved.' : 'The SMS text is the one made from the bulletin again.', sms };
  },
});

import { SMS_INBOUND_CONTRACT } from '@/modules/sms/rules/inbound-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { checkInboundSecret } from '@/modules/sms/server/inbound/check-inbound-secret';
import { receiveInboundText } from '@/modules/sms/server/inbound/receive-inbound-text';

// Public to sessions: the two-way provider proves itself with its own bearer secret, checked first.
export const POST = handleRoute({
  ...SMS_INBOUND_CONTRACT.receive,
  handler: async ({ db, request, input }) => {
    checkInboundSecret(request.headers.get('authorization'));
    return receiveInboundText(db, input);
  },
});

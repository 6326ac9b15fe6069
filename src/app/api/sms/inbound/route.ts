import { SMS_INBOUND_CONTRACT } from '@/domain/sms/inbound-contract';
import { handleRoute } from '@/server/http/handle-route';
import { checkInboundSecret } from '@/server/sms-inbound/check-inbound-secret';
import { receiveInboundText } from '@/server/sms-inbound/receive-inbound-text';

// Public to sessions: the two-way provider proves itself with its own bearer secret, checked first.
export const POST = handleRoute({
  ...SMS_INBOUND_CONTRACT.receive,
  handler: async ({ db, request, input }) => {
    checkInboundSecret(request.headers.get('authorization'));
    return receiveInboundText(db, input);
  },
});

import 'server-only';
import { getEnv } from '@/platform/env/get-env';

/**
 * Whether a farmer's STOP text reaches the portal: only when a two-way provider posts farmers' texts to
 * POST /api/sms/inbound, which needs ACAP_SMS_INBOUND_SECRET. Otherwise the page and the office are the
 * ways to stop, and the consent wording does not promise a text that would go nowhere.
 */
export function canStopByText(): boolean {
  return Boolean(getEnv().ACAP_SMS_INBOUND_SECRET);
}

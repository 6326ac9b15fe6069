import 'server-only';
import { createHmac } from 'node:crypto';

/**
 * The webhook gateway's signature (docs/sms-webhook.md): `sha256=` and the hex HMAC-SHA256, keyed by
 * ACAP_SMS_WEBHOOK_SECRET, of `<timestamp>.<payload>`, where the payload is a POST's body or a GET's
 * query string without its `?`. The timestamp (unix seconds) lets the provider refuse a replayed call.
 */
export function signWebhook(secret: string, timestamp: string, payload: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

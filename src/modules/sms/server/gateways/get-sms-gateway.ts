import 'server-only';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';
import { createOutboxGateway } from './create-outbox-gateway';
import { createSemaphoreGateway } from './create-semaphore-gateway';
import { createWebhookGateway } from './create-webhook-gateway';
import type { SmsGateway } from './sms-gateway';

/** The gateway ACAP_SMS_GATEWAY names (decisions 065, 066); the environment's check made sure its settings are there. */
export function getSmsGateway(db: Database): SmsGateway {
  const env = getEnv();
  switch (env.ACAP_SMS_GATEWAY) {
    case 'outbox':
      return createOutboxGateway(db);
    case 'semaphore':
      return createSemaphoreGateway(db, {
        baseUrl: env.ACAP_SEMAPHORE_URL,
        apiKey: env.ACAP_SEMAPHORE_API_KEY!,
        sender: env.ACAP_SEMAPHORE_SENDER,
        callsPerMinute: env.ACAP_SMS_CALLS_PER_MINUTE,
      });
    case 'webhook':
      return createWebhookGateway({ url: env.ACAP_SMS_WEBHOOK_URL!, secret: env.ACAP_SMS_WEBHOOK_SECRET!, callsPerMinute: env.ACAP_SMS_CALLS_PER_MINUTE });
  }
}

import 'server-only';
import type { Database } from '@/server/db/database';
import { getEnv } from '@/server/env/get-env';
import { createOutboxGateway } from './create-outbox-gateway';
import type { SmsGateway } from './sms-gateway';

/** The gateway ACAP_SMS_GATEWAY names. */
export function getSmsGateway(db: Database): SmsGateway {
  const env = getEnv();
  switch (env.ACAP_SMS_GATEWAY) {
    case 'outbox':
      return createOutboxGateway(db);
    case 'semaphore':
    case 'webhook':
      // Issue 33: these two gateways are being built; until then the outbox keeps every text.
      return createOutboxGateway(db);
  }
}

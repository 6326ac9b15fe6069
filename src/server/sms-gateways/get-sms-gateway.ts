import 'server-only';
import type { Database } from '@/server/db/database';
import { getEnv } from '@/server/env/get-env';
import { createOutboxGateway } from './create-outbox-gateway';
import type { SmsGateway } from './sms-gateway';

/** The gateway ACAP_SMS_GATEWAY names. */
export function getSmsGateway(db: Database): SmsGateway {
  switch (getEnv().ACAP_SMS_GATEWAY) {
    case 'outbox':
      return createOutboxGateway(db);
  }
}

import 'server-only';
import type { Database } from '@/server/db/database';
import { logger } from '@/server/log/logger';
import { getSmsGateway } from '@/server/sms-gateways/get-sms-gateway';
import { checkTextStatus } from '@/server/sms-sending/check-text-status';

/** The scheduled delivery check (every five minutes): texts the provider took are asked about until they are final. */
export async function runTextStatusCheck(db: Database): Promise<void> {
  const gateway = getSmsGateway(db);
  if (!gateway.status) return;
  const checked = await checkTextStatus(db, gateway);
  if (checked.delivered + checked.failed > 0) logger.info({ ...checked, gateway: gateway.name }, 'delivery reports read');
}

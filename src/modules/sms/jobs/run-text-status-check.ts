import 'server-only';
import type { Database } from '@/platform/db/database';
import { logger } from '@/platform/log/logger';
import { getSmsGateway } from '@/modules/sms/server/gateways/get-sms-gateway';
import { checkTextStatus } from '@/modules/sms/server/sending/check-text-status';

/** The scheduled delivery check (every five minutes): texts the provider took are asked about until they are final. */
export async function runTextStatusCheck(db: Database): Promise<void> {
  const gateway = getSmsGateway(db);
  if (!gateway.status) return;
  const checked = await checkTextStatus(db, gateway);
  if (checked.delivered + checked.failed > 0) logger.info({ ...checked, gateway: gateway.name }, 'delivery reports read');
}

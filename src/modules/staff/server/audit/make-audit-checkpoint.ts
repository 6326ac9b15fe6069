import 'server-only';
import { sql } from 'drizzle-orm';
import type { AuditCheckpoint } from '@/modules/staff/rules/audit-chain';
import type { Queryable } from '@/platform/db/database';
import { queryRows } from '@/platform/db/query-rows';
import { signAuditCheckpoint } from './sign-audit-checkpoint';

/** The trail's head now (how many rows, the newest one's id and link), signed; null without ACAP_DATA_KEY. */
export async function makeAuditCheckpoint(db: Queryable): Promise<AuditCheckpoint | null> {
  const [head] = await queryRows<{ rows: string | number; last_id: string | number | null; head: string | null }>(
    db,
    sql`select (select count(*) from audit_log) as rows, last.id as last_id, last.chain_link as head
        from (select 1) as one left join (select id, chain_link from audit_log order by id desc limit 1) as last on true`,
  );
  const fields = {
    rows: Number(head!.rows),
    lastId: head!.last_id === null ? null : Number(head!.last_id),
    head: head!.head,
    at: new Date().toISOString(),
  };
  const [mac] = signAuditCheckpoint(fields);
  return mac ? { ...fields, mac } : null;
}

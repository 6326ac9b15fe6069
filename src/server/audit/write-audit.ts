import 'server-only';
import { auditLog } from '@/db/schema';
import type { Queryable } from '@/server/db/database';

export interface AuditEntry {
  actor: { id: string | null; email: string | null } | 'system';
  action: string;
  target?: string;
  summary?: Record<string, unknown>;
}

/** Call inside the transaction of the change it records, so both land or neither. */
export async function writeAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const actor = entry.actor === 'system' ? { id: null, email: 'system' } : entry.actor;
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target ?? null,
    summary: entry.summary ?? null,
  });
}

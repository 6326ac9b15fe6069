import { z } from 'zod';

/** The fields of an audit row the chain covers: all of them, its id and time included. */
export interface ChainedAuditRow {
  id: number;
  at: Date;
  actorId: string | null;
  action: string;
  target: string | null;
  summary: Record<string, unknown> | null;
}

/** How a row's link was made: keyed (HMAC-SHA256 with ACAP_DATA_KEY) or, without a key, a plain SHA-256. */
export type ChainAlgorithm = 'hmac-sha256' | 'sha256';

// PostgreSQL's jsonb keeps object keys in its own order: the text a link is made of sorts them, so the
// row reads back to the same text it was written from.
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** The text one link of the chain is the hash of: the previous row's link, then this row's every field. */
export function auditLinkText(previousLink: string | null, row: ChainedAuditRow): string {
  return JSON.stringify([previousLink, row.id, row.at.toISOString(), row.actorId, row.action, row.target, sortedKeys(row.summary)]);
}

/** A stored link names its algorithm (`hmac-sha256:…`), so a check knows how to make it again. */
export function parseAuditLink(link: string): { algorithm: ChainAlgorithm; digest: string } | null {
  const match = /^(hmac-sha256|sha256):([0-9a-f]{64})$/.exec(link);
  return match ? { algorithm: match[1] as ChainAlgorithm, digest: match[2]! } : null;
}

/** An audit row as SQL reads it (snake_case; a bigint id as text on node-postgres). */
export interface StoredAuditRow {
  id: string | number;
  at: Date | string;
  actor_id: string | null;
  action: string;
  target: string | null;
  summary: Record<string, unknown> | null;
}

export function toChainedRow(row: StoredAuditRow): ChainedAuditRow {
  return {
    id: Number(row.id),
    at: new Date(row.at),
    actorId: row.actor_id,
    action: row.action,
    target: row.target,
    summary: row.summary,
  };
}

/**
 * The chain's head as the portal saw it, signed with a key derived from ACAP_DATA_KEY and kept where a
 * database writer cannot reach it (the log, each backup's header): a trail with fewer rows, or another
 * link at that row, was cut or rewritten.
 */
export const auditCheckpointSchema = z.object({
  /** How many rows the trail held. */
  rows: z.number().int().min(0),
  /** The newest row's id and link; null when the trail was empty. */
  lastId: z.number().int().min(1).nullable(),
  head: z.string().max(200).nullable(),
  at: z.iso.datetime(),
  mac: z.string().regex(/^hmac-sha256:[0-9a-f]{64}$/),
});

export type AuditCheckpoint = z.infer<typeof auditCheckpointSchema>;

/** The text a checkpoint's MAC is made of: a tag first, so it can never be taken for a row's link. */
export function auditCheckpointText(checkpoint: Omit<AuditCheckpoint, 'mac'>): string {
  return JSON.stringify(['acap-audit-checkpoint', checkpoint.rows, checkpoint.lastId, checkpoint.head, checkpoint.at]);
}

/**
 * The checkpoints in a log or checkpoint file: a log line carries one as its `auditCheckpoint` field,
 * and a line may also be a checkpoint itself. Each with its line number; lines that are neither are skipped.
 */
export function findAuditCheckpoints(text: string): { line: number; checkpoint: AuditCheckpoint | null }[] {
  const found: { line: number; checkpoint: AuditCheckpoint | null }[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.includes('"mac"')) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return;
    }
    const candidate = (value as { auditCheckpoint?: unknown } | null)?.auditCheckpoint ?? value;
    const parsed = auditCheckpointSchema.safeParse(candidate);
    found.push({ line: index + 1, checkpoint: parsed.success ? parsed.data : null });
  });
  return found;
}

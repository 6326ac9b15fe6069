import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transaction } from '@/platform/db/database';

/**
 * Fixes, for this transaction, every setting that changes how values print as text, so a backup and
 * its restore (maybe on another server) see the same text: UTC ISO timestamps with microseconds,
 * shortest exact floats, hex bytea in row checksums.
 */
export async function setExactTextOutput(tx: Transaction): Promise<void> {
  await tx.execute(sql.raw("set local timezone = 'UTC'"));
  await tx.execute(sql.raw("set local datestyle = 'ISO, YMD'"));
  await tx.execute(sql.raw("set local intervalstyle = 'postgres'"));
  await tx.execute(sql.raw('set local extra_float_digits = 1'));
  await tx.execute(sql.raw("set local bytea_output = 'hex'"));
}

import 'server-only';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { auditLog } from '@/db/schema';
import { exchangeExport, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import {
  CHANGE_ACTIONS,
  cursorLink,
  decodeChangeCursor,
  encodeChangeCursor,
  toNationalChanges,
  type NationalChange,
} from '@/modules/exchange/rules/national/national-changes';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';

export const NATIONAL_CHANGES_MAPPING = [
  'changes lists, oldest first, each national document changed since the cursor: kind (ten_day, seasonal, special_weather, report), id, op (upsert or delete), at, and for an upsert the href that reads it now.',
  'A delete is a tombstone: an issuance deleted (reason deleted) or a bulletin withdrawn (reason withdrawn). A document changed more than once in a page is given once, at its last change.',
  'Pass cursor back as since to read what changed after it; more: true means another page waits. Without since, every change from the start is read.',
  'The cursor is read from the audit trail, whose rows are numbered under one lock in the order their changes commit, on every instance: a change never appears behind a cursor already given.',
] as const;

export type NationalChangesAnswer = Omit<ExchangeExport, 'collections'> & { since: string | null; cursor: string; more: boolean; changes: NationalChange[] };

/** What changed in the national documents after `since` (a cursor this read gave), a page at a time. */
export async function listNationalChanges(
  db: Queryable,
  query: { since?: string; limit: number },
  now = new Date(),
): Promise<{ fileName: string; json: NationalChangesAnswer }> {
  let after = 0;
  let link = 'none';
  if (query.since) {
    const cursor = decodeChangeCursor(query.since);
    if (!cursor)
      throw new AppError(
        'BAD_REQUEST',
        'since is not a cursor this portal gave: pass back the cursor of an earlier answer, or leave since out to read from the start.',
      );
    const [row] = await db.select({ chainLink: auditLog.chainLink }).from(auditLog).where(eq(auditLog.id, cursor.after));
    if (cursor.after > 0 && (!row || cursorLink(row.chainLink) !== cursor.link))
      throw new AppError(
        'GONE',
        'This cursor points into a history this portal no longer has (a restored backup, or another portal): leave since out to read everything again.',
      );
    ({ after, link } = cursor);
  }
  const rows = await db
    .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, target: auditLog.target, summary: auditLog.summary, chainLink: auditLog.chainLink })
    .from(auditLog)
    .where(and(gt(auditLog.id, after), inArray(auditLog.action, [...CHANGE_ACTIONS])))
    .orderBy(asc(auditLog.id))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const cursor = encodeChangeCursor(last ? { after: last.id, link: cursorLink(last.chainLink) } : { after, link });
  const changes = toNationalChanges(page);
  const { meta } = exchangeExport({
    export: 'national-changes',
    generatedAt: now,
    dataAsOf: last?.at ?? null,
    mapping: NATIONAL_CHANGES_MAPPING,
    filters: { since: query.since, limit: String(query.limit) },
    collections: [],
  });
  return { fileName: exportFileName(['national', 'changes'], 'json'), json: { meta, since: query.since ?? null, cursor, more, changes } };
}

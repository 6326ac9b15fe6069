import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bulletin } from '@/db/schema';
import type { Queryable } from '@/platform/db/database';

/** The remakes that answer for these bulletins (withdrawn ones no longer do), each with whom it was made by. */
export async function findRemakes(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const source = alias(bulletin, 'source');
  return db
    .select({
      id: bulletin.id,
      reference: bulletin.reference,
      madeBy: bulletin.ownerName,
      madeByEmail: bulletin.ownerEmail,
      remadeFrom: { id: source.id, reference: source.reference },
    })
    .from(bulletin)
    .innerJoin(source, eq(source.id, bulletin.remadeFrom))
    .where(and(inArray(bulletin.remadeFrom, [...ids]), ne(bulletin.state, 'withdrawn')));
}

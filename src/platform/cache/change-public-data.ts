import 'server-only';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '@/platform/db/database';
import { bumpPublicDataGeneration } from './bump-public-data-generation';
import { dropRenderedPages } from './drop-rendered-pages';
import { learnGeneration } from './public-data-generation';

/**
 * Runs a write of public data (outlooks, calendars, advice, published bulletins, places) as one
 * transaction that also moves the public data generation on. Once it has committed, this process's
 * memos and Next's page cache know at once; other processes within a second (the row is polled).
 */
export async function changePublicData<T>(db: Database | Transaction, work: (tx: Transaction) => Promise<T>): Promise<T> {
  // Inside a caller's transaction, which is itself a change of public data: the work joins it, and the
  // process learns the generation only once that transaction has committed (never before readers can see it).
  if (db instanceof PgTransaction) {
    const value = await work(db as Transaction);
    await bumpPublicDataGeneration(db as Transaction);
    return value;
  }
  let generation = 0;
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    generation = await bumpPublicDataGeneration(tx);
    return value;
  });
  learnGeneration(generation);
  dropRenderedPages();
  return result;
}

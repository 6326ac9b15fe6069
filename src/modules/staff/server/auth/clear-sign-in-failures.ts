import 'server-only';
import { inArray } from 'drizzle-orm';
import { rateLimit } from '@/db/schema';
import type { Database } from '@/platform/db/database';

export async function clearSignInFailures(db: Database, keys: string[]): Promise<void> {
  await db.delete(rateLimit).where(inArray(rateLimit.key, keys));
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSetting } from '@/db/schema';
import type { Database } from '@/platform/db/database';
import { getEnv } from '@/platform/env/get-env';

const KEY = 'auth_secret';

/**
 * The secret that signs session cookies. An operator may set ACAP_AUTH_SECRET; otherwise the first
 * start generates one and keeps it in the database, so every instance on that database shares it.
 */
export async function getAuthSecret(db: Database): Promise<string> {
  const fromEnv = getEnv().ACAP_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  await db
    .insert(appSetting)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, KEY));
  if (!row) throw new Error('The auth secret could not be stored.');
  return row.value;
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { appSetting } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { sealSecret } from '@/platform/crypto/seal-secret';
import type { Database } from '@/platform/db/database';
import { PAGASA_TOKEN_CONTEXT, PAGASA_TOKEN_KEY } from './get-pagasa-token';

/**
 * Stores the office's token sealed with ACAP_DATA_KEY (or removes it, given null), audited without the
 * token. Refused (409) when the server has no data key: the token is never stored in the clear.
 */
export async function savePagasaToken(db: Database, actor: StaffUser, token: string | null): Promise<void> {
  const sealed = token === null ? null : sealSecret(token, PAGASA_TOKEN_CONTEXT);
  await db.transaction(async (tx) => {
    if (sealed === null) await tx.delete(appSetting).where(eq(appSetting.key, PAGASA_TOKEN_KEY));
    else
      await tx
        .insert(appSetting)
        .values({ key: PAGASA_TOKEN_KEY, value: sealed })
        .onConflictDoUpdate({ target: appSetting.key, set: { value: sealed, updatedAt: new Date() } });
    await writeAudit(tx, { actor: { id: actor.id }, action: sealed === null ? 'pagasa.token_remove' : 'pagasa.token_set' });
  });
}

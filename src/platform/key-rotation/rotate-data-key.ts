import 'server-only';
import { eq, isNotNull, ne, or, isNull, count } from 'drizzle-orm';
import { appSetting, smsDoNotText, smsSubscriber } from '@/db/schema';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { PAGASA_TOKEN_CONTEXT, PAGASA_TOKEN_KEY } from '@/modules/pagasa/server/get-pagasa-token';
import { hashPhone } from '@/modules/sms/server/phonebook/hash-phone';
import { NAME_CONTEXT, PHONE_CONTEXT } from '@/modules/sms/server/phonebook/phone-context';
import { dataKeys } from '@/platform/crypto/data-keys';
import { openSecret } from '@/platform/crypto/open-secret';
import { sealSecret } from '@/platform/crypto/seal-secret';

export interface RotationReport {
  numbers: number;
  names: number;
  settings: number;
  /** Do-not-text entries recorded only under a key other than the current one: they need ACAP_DATA_KEY_PREVIOUS kept. */
  doNotTextUnderOlderKeys: number;
}

const sealedWith = (sealed: string, keyId: string) => sealed.startsWith(`acap1.${keyId}.`);

/**
 * After ACAP_DATA_KEY was replaced (the old one moved to ACAP_DATA_KEY_PREVIOUS): seals every number,
 * name and secret again under the new key and hashes every kept number again with the new look-up key,
 * in one transaction with its audit row. A value neither key opens stops the whole rotation. The
 * do-not-text list holds hashes only, which no key can convert: entries made before the rotation are
 * counted, and recognised as long as the previous key stays configured.
 */
export async function rotateDataKey(db: Database): Promise<RotationReport> {
  const [current] = dataKeys('seal');
  const [lookup] = dataKeys('lookup');
  if (!current || !lookup) throw new AppError('CONFLICT', 'ACAP_DATA_KEY is not set: there is no key to rotate to.');
  return db.transaction(async (tx) => {
    const report: RotationReport = { numbers: 0, names: 0, settings: 0, doNotTextUnderOlderKeys: 0 };
    const rows = await tx
      .select({ id: smsSubscriber.id, phoneSealed: smsSubscriber.phoneSealed, phoneHash: smsSubscriber.phoneHash, nameSealed: smsSubscriber.nameSealed })
      .from(smsSubscriber)
      .where(isNotNull(smsSubscriber.phoneSealed));
    let unreadable = 0;
    for (const row of rows) {
      const phone = openSecret(row.phoneSealed!, PHONE_CONTEXT);
      const name = row.nameSealed ? openSecret(row.nameSealed, NAME_CONTEXT) : null;
      if (phone === null || (row.nameSealed && name === null)) {
        unreadable += 1;
        continue;
      }
      const phoneHash = hashPhone(phone)[0]!;
      const resealPhone = !sealedWith(row.phoneSealed!, current.id);
      const resealName = row.nameSealed !== null && !sealedWith(row.nameSealed, current.id);
      if (!resealPhone && !resealName && row.phoneHash === phoneHash) continue;
      await tx
        .update(smsSubscriber)
        .set({
          phoneSealed: resealPhone ? sealSecret(phone, PHONE_CONTEXT) : row.phoneSealed,
          phoneHash,
          nameSealed: resealName ? sealSecret(name!, NAME_CONTEXT) : row.nameSealed,
        })
        .where(eq(smsSubscriber.id, row.id));
      if (resealPhone || row.phoneHash !== phoneHash) report.numbers += 1;
      if (resealName) report.names += 1;
    }
    if (unreadable > 0)
      throw new AppError(
        'CONFLICT',
        `${unreadable} numbers cannot be opened with ACAP_DATA_KEY or ACAP_DATA_KEY_PREVIOUS: set the key they were sealed with as ACAP_DATA_KEY_PREVIOUS and run this again. Nothing was changed.`,
      );
    const [token] = await tx.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, PAGASA_TOKEN_KEY));
    if (token && !sealedWith(token.value, current.id)) {
      const opened = openSecret(token.value, PAGASA_TOKEN_CONTEXT);
      if (opened === null)
        throw new AppError(
          'CONFLICT',
          'The stored PAGASA token cannot be opened with either key: nothing was changed. Remove it and store it again after the rotation.',
        );
      await tx
        .update(appSetting)
        .set({ value: sealSecret(opened, PAGASA_TOKEN_CONTEXT), updatedAt: new Date() })
        .where(eq(appSetting.key, PAGASA_TOKEN_KEY));
      report.settings += 1;
    }
    const [older] = await tx
      .select({ n: count() })
      .from(smsDoNotText)
      .where(or(isNull(smsDoNotText.keyId), ne(smsDoNotText.keyId, lookup.id)));
    // Entries also recorded under the current key are not at risk: count the hashes with no current twin.
    const [twins] = await tx.select({ n: count() }).from(smsDoNotText).where(eq(smsDoNotText.keyId, lookup.id));
    report.doNotTextUnderOlderKeys = Math.max(0, older!.n - twins!.n);
    await writeAudit(tx, { actor: 'console', action: 'data_key.rotate', summary: { ...report } });
    return report;
  });
}

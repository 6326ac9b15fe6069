import 'server-only';
import { and, isNotNull, ne } from 'drizzle-orm';
import { smsSubscriber } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { maskPhone } from '@/platform/format/mask-phone';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Database } from '@/platform/db/database';
import { NAME_CONTEXT, PHONE_CONTEXT } from './phone-context';
import { requirePhonebook } from './require-phonebook';

/**
 * The original portal's contact list (`{name, cellnumber}`) of the numbers still receiving texts:
 * masked unless `full` (superadmins), which is audited by count.
 */
export async function listContacts(db: Database, user: StaffUser, full: boolean): Promise<{ name: string; cellnumber: string }[]> {
  requirePhonebook();
  const rows = await db
    .select({ phoneSealed: smsSubscriber.phoneSealed, nameSealed: smsSubscriber.nameSealed })
    .from(smsSubscriber)
    .where(and(isNotNull(smsSubscriber.phoneSealed), ne(smsSubscriber.state, 'stopped')))
    .orderBy(smsSubscriber.createdAt, smsSubscriber.id);
  const contacts = rows.flatMap((row) => {
    const phone = openSecret(row.phoneSealed!, PHONE_CONTEXT);
    if (!phone) return [];
    const name = row.nameSealed ? (openSecret(row.nameSealed, NAME_CONTEXT) ?? '') : '';
    return [{ name: full ? name : name.slice(0, 1), cellnumber: full ? phone : maskPhone(phone) }];
  });
  if (full && contacts.length > 0) await writeAudit(db, { actor: { id: user.id }, action: 'sms.numbers.view', summary: { shown: contacts.length } });
  return contacts;
}

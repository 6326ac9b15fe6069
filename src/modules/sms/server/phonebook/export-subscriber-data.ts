import 'server-only';
import { eq } from 'drizzle-orm';
import { smsSubscriber, smsSubscription } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { NAME_CONTEXT, PHONE_CONTEXT } from './phone-context';
import { requirePhonebook } from './require-phonebook';

/**
 * Everything the portal keeps about one number, for that farmer (a data subject's request): the only
 * export with the number in plain text. Audited by the row's id, never the number.
 */
export async function exportSubscriberData(db: Database, id: string, user: StaffUser): Promise<Record<string, unknown>> {
  requirePhonebook();
  const [row] = await db.select().from(smsSubscriber).where(eq(smsSubscriber.id, id));
  if (!row) throw new AppError('NOT_FOUND', `There is no number ${id} in the phonebook.`);
  const subscriptions = await db.select().from(smsSubscription).where(eq(smsSubscription.subscriberId, id));
  await writeAudit(db, { actor: { id: user.id }, action: 'sms.subscriber.export', target: id });
  return {
    exportedAt: new Date().toISOString(),
    controller: 'Department of Agriculture Regional Field Office IV-A (CALABARZON), Agro-Climatic Advisory Portal',
    phone: row.phoneSealed ? openSecret(row.phoneSealed, PHONE_CONTEXT) : null,
    name: row.nameSealed ? openSecret(row.nameSealed, NAME_CONTEXT) : null,
    state: row.state,
    consent: { at: row.consentAt.toISOString(), how: row.consentMethod, wording: row.consentWording, source: row.source },
    subscriptions: subscriptions.map(({ municipalityPsgc, cropKey, language, createdAt }) => ({
      municipalityPsgc,
      cropKey,
      language,
      since: createdAt.toISOString(),
    })),
    addedAt: row.createdAt.toISOString(),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
  };
}

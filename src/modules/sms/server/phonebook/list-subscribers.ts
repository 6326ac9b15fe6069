import 'server-only';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { smsSubscriber, smsSubscription } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { type ConsentMethod, type SubscriberState } from '@/modules/sms/rules/phonebook';
import { maskPhone } from '@/platform/format/mask-phone';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { openSecret } from '@/platform/crypto/open-secret';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { NAME_CONTEXT, PHONE_CONTEXT } from './phone-context';
import { requirePhonebook } from './require-phonebook';

export interface SubscriberView {
  id: string;
  /** Masked (`+63 917 ••• ••67`) unless a superadmin asked for full numbers; null once erased. */
  phone: string | null;
  /** The name the list gave: its initial for admins, whole for superadmins asking for full numbers. */
  name: string | null;
  state: SubscriberState;
  consentAt: string;
  consentMethod: ConsentMethod;
  source: string;
  stoppedAt: string | null;
  erased: boolean;
  subscriptions: { municipalityPsgc: string; cropKey: string; language: BulletinLanguage }[];
}

export interface SubscriberFilters {
  municipality?: string;
  crop?: string;
  language?: BulletinLanguage;
  state?: SubscriberState;
  page: number;
  full: boolean;
}

const PAGE_SIZE = 50;

/**
 * A page of the phonebook, newest first. Admins see numbers masked; a superadmin may ask for them in
 * full, which is audited (how many were shown, never which).
 */
export async function listSubscribers(
  db: Database,
  user: StaffUser,
  filters: SubscriberFilters,
): Promise<{ items: SubscriberView[]; total: number; page: number; pages: number }> {
  requirePhonebook();
  if (filters.full && !can(user, 'sms.numbers')) throw new AppError('FORBIDDEN', 'Only a superadmin may see numbers in full.');
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(eq(smsSubscriber.state, filters.state));
  if (filters.municipality || filters.crop || filters.language) {
    const audience = db
      .select({ id: smsSubscription.subscriberId })
      .from(smsSubscription)
      .where(
        and(
          filters.municipality ? eq(smsSubscription.municipalityPsgc, filters.municipality) : undefined,
          filters.crop ? eq(smsSubscription.cropKey, filters.crop) : undefined,
          filters.language ? eq(smsSubscription.language, filters.language) : undefined,
        ),
      );
    conditions.push(inArray(smsSubscriber.id, audience));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(smsSubscriber).where(where)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const rows = await db
    .select()
    .from(smsSubscriber)
    .where(where)
    .orderBy(desc(smsSubscriber.createdAt), smsSubscriber.id)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const subscriptions =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(smsSubscription)
          .where(
            inArray(
              smsSubscription.subscriberId,
              rows.map((row) => row.id),
            ),
          );
  const items = rows.map((row): SubscriberView => {
    const phone = row.phoneSealed ? openSecret(row.phoneSealed, PHONE_CONTEXT) : null;
    const name = row.nameSealed ? openSecret(row.nameSealed, NAME_CONTEXT) : null;
    return {
      id: row.id,
      phone: phone && (filters.full ? phone : maskPhone(phone)),
      name: name && (filters.full ? name : `${name.slice(0, 1)}.`),
      state: row.state,
      consentAt: row.consentAt.toISOString(),
      consentMethod: row.consentMethod,
      source: row.source,
      stoppedAt: row.stoppedAt?.toISOString() ?? null,
      erased: row.erasedAt !== null,
      subscriptions: subscriptions
        .filter((subscription) => subscription.subscriberId === row.id)
        .map(({ municipalityPsgc, cropKey, language }) => ({ municipalityPsgc, cropKey, language })),
    };
  });
  if (filters.full && items.length > 0) {
    await writeAudit(db, { actor: { id: user.id }, action: 'sms.numbers.view', summary: { shown: items.filter((item) => item.phone).length } });
  }
  return { items, total, page, pages };
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { smsSubscriber, smsSubscription } from '@/db/schema';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { Queryable } from '@/platform/db/database';

export interface AudienceCount {
  municipalityPsgc: string;
  cropKey: string;
  language: BulletinLanguage;
  numbers: number;
}

/** Per place, crop and language: how many numbers a bulletin there would text now (those still receiving). */
export async function countAudience(db: Queryable, municipalityPsgc?: string): Promise<AudienceCount[]> {
  return db
    .select({
      municipalityPsgc: smsSubscription.municipalityPsgc,
      cropKey: smsSubscription.cropKey,
      language: smsSubscription.language,
      numbers: sql<number>`count(*)::int`,
    })
    .from(smsSubscription)
    .innerJoin(smsSubscriber, eq(smsSubscriber.id, smsSubscription.subscriberId))
    .where(and(eq(smsSubscriber.state, 'active'), municipalityPsgc ? eq(smsSubscription.municipalityPsgc, municipalityPsgc) : undefined))
    .groupBy(smsSubscription.municipalityPsgc, smsSubscription.cropKey, smsSubscription.language)
    .orderBy(smsSubscription.municipalityPsgc, smsSubscription.cropKey, smsSubscription.language);
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { SmsTextView } from '@/modules/sms/rules/sms-contract';
import type { Queryable } from '@/platform/db/database';
import { toSmsTextView } from './to-sms-text-view';

/** A bulletin's SMS text (staff's, else the one composed from it) with its count, or null when there is no such bulletin. */
export async function getSmsText(db: Queryable, bulletinId: string): Promise<SmsTextView | null> {
  const [row] = await db
    .select({ id: bulletin.id, state: bulletin.state, document: bulletin.document, smsText: bulletin.smsText })
    .from(bulletin)
    .where(eq(bulletin.id, bulletinId));
  return row ? toSmsTextView(row) : null;
}

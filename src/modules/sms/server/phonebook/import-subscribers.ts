import 'server-only';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { smsDoNotText, smsSubscriber, smsSubscription } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { readSubscriberTable, type SubscriberEntry } from '@/modules/sms/rules/subscriber-table';
import { auditActor } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import { resolveCalendarPlace } from '@/modules/calendar/server/resolve-calendar-place';
import { sealSecret } from '@/platform/crypto/seal-secret';
import type { Database, Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { readTableFile } from '@/platform/spreadsheets/read-table-file';
import { hashPhone } from './hash-phone';
import { NAME_CONTEXT, PHONE_CONTEXT } from './phone-context';
import { refuseConcurrentAdd } from './refuse-concurrent-add';
import { requirePhonebook } from './require-phonebook';

export const MAX_SUBSCRIBER_FILE_BYTES = 10 * 1024 * 1024;
const LISTED_PROBLEMS = 50;
const CHUNK = 500;

export interface SubscriberImportReport {
  file: string;
  /** Numbers in the file, each counted once. */
  numbers: number;
  added: number;
  /** Numbers already in the phonebook that got the file's places, crops or languages. */
  updated: number;
  subscriptionsAdded: number;
  /** Numbers that asked to stop (or were erased on request): never subscribed again by a list. */
  optedOut: number;
}

async function findExisting(tx: Transaction, hashes: string[]) {
  const found = new Map<string, { id: string; state: string }>();
  for (let start = 0; start < hashes.length; start += CHUNK) {
    const rows = await tx
      .select({ id: smsSubscriber.id, state: smsSubscriber.state, phoneHash: smsSubscriber.phoneHash })
      .from(smsSubscriber)
      .where(inArray(smsSubscriber.phoneHash, hashes.slice(start, start + CHUNK)));
    for (const row of rows) found.set(row.phoneHash!, { id: row.id, state: row.state });
  }
  return found;
}

async function findOptedOut(tx: Transaction, hashes: string[]) {
  const found = new Set<string>();
  for (let start = 0; start < hashes.length; start += CHUNK) {
    const rows = await tx
      .select({ phoneHash: smsDoNotText.phoneHash })
      .from(smsDoNotText)
      .where(inArray(smsDoNotText.phoneHash, hashes.slice(start, start + CHUNK)));
    for (const row of rows) found.add(row.phoneHash);
  }
  return found;
}

/**
 * An office's list of farmers' numbers (CSV or .xlsx; `phone, province, municipality, crop, language,
 * consented_at, source[, name]`). Every row with a problem is named and nothing is stored, as the other
 * imports do; otherwise, in one transaction with its audit row (which holds counts, never a number):
 * new numbers are added sealed, known ones get the list's subscriptions, and numbers that asked to stop
 * are left alone.
 */
export async function importSubscribers(db: Database, file: UploadedFile, user: StaffUser): Promise<SubscriberImportReport> {
  requirePhonebook();
  if (file.bytes.length > MAX_SUBSCRIBER_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: the file is larger than 10 MB`);
  const [sheet] = await readTableFile(file);
  const matcher = await getPlaceMatcher(db);
  const now = new Date();
  const { entries, problems } = readSubscriberTable(
    sheet!.rows,
    { place: (province, municipality) => resolveCalendarPlace(matcher, province, municipality), crop: (text) => findCrop(text)?.key ?? null },
    { fileName: file.name, now },
  );
  if (problems.length > 0) {
    const shown = problems.slice(0, LISTED_PROBLEMS);
    const more = problems.length > shown.length ? ` … and ${problems.length - shown.length} more` : '';
    throw new AppError('BAD_REQUEST', `${file.name}: ${shown.join('; ')}${more}. Nothing was stored.`, { details: { file: file.name, problems } });
  }
  const stored = db.transaction(async (tx) => {
    const hashed = entries.map((entry) => ({ entry, hashes: hashPhone(entry.phone) }));
    const allHashes = hashed.flatMap((item) => item.hashes);
    const [existing, optedOut] = [await findExisting(tx, allHashes), await findOptedOut(tx, allHashes)];
    const report: SubscriberImportReport = { file: file.name, numbers: entries.length, added: 0, updated: 0, subscriptionsAdded: 0, optedOut: 0 };
    const refused: string[] = [];
    const subscriptions: (SubscriberEntry['subscriptions'][number] & { subscriberId: string })[] = [];
    const added: (typeof smsSubscriber.$inferInsert)[] = [];
    for (const { entry, hashes } of hashed) {
      const known = hashes.map((hash) => existing.get(hash)).find(Boolean);
      const stopped = hashes.find((hash) => optedOut.has(hash));
      if (stopped || known?.state === 'stopped') {
        report.optedOut += 1;
        if (stopped) refused.push(stopped);
        continue;
      }
      const subscriberId = known?.id ?? randomUUID();
      if (known) report.updated += 1;
      else {
        report.added += 1;
        added.push({
          id: subscriberId,
          phoneSealed: sealSecret(entry.phone, PHONE_CONTEXT),
          phoneHash: hashes[0]!,
          nameSealed: entry.name ? sealSecret(entry.name, NAME_CONTEXT) : null,
          state: 'active',
          consentAt: entry.consentedAt,
          consentMethod: 'import',
          consentWording: `Consent collected by the office and recorded in its list "${entry.source}".`,
          source: entry.source,
        });
      }
      subscriptions.push(...entry.subscriptions.map((subscription) => ({ ...subscription, subscriberId })));
    }
    for (let start = 0; start < added.length; start += CHUNK) await tx.insert(smsSubscriber).values(added.slice(start, start + CHUNK));
    for (let start = 0; start < subscriptions.length; start += CHUNK) {
      const inserted = await tx
        .insert(smsSubscription)
        .values(subscriptions.slice(start, start + CHUNK))
        .onConflictDoNothing()
        .returning({ subscriberId: smsSubscription.subscriberId });
      report.subscriptionsAdded += inserted.length;
    }
    if (refused.length > 0)
      await tx
        .update(smsDoNotText)
        .set({ refusedImports: sql`${smsDoNotText.refusedImports} + 1` })
        .where(inArray(smsDoNotText.phoneHash, refused));
    const { file: _file, ...counts } = report;
    await writeAudit(tx, { actor: auditActor(user), action: 'sms.subscribers.import', summary: { file: file.name, ...counts } });
    return report;
  });
  return stored.catch(refuseConcurrentAdd);
}

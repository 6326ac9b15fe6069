import 'server-only';
import { eq } from 'drizzle-orm';
import { municipality, province } from '@/db/schema';
import { formatManilaStamp, manilaToday } from '@/platform/format/manila-time';
import { slugify } from '@/modules/places/rules/slugify';
import type { SmsExportQuery } from '@/modules/sms/rules/sms-contract';
import { formatCsv } from '@/platform/spreadsheets/rules/format-csv';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { listPublishedSmsTexts, type SmsTextFilters } from './list-published-sms-texts';

export const MAX_SMS_EXPORT_ROWS = 10_000;

const HEADER = [
  'reference',
  'province',
  'municipality',
  'crop',
  'type',
  'language',
  'period',
  'published_at',
  'parts',
  'encoding',
  'characters',
  'text',
  'web_address',
];

async function placeFilter(db: Queryable, psgc: string): Promise<{ name: string; filters: SmsTextFilters }> {
  const [town] = await db.select({ name: municipality.name }).from(municipality).where(eq(municipality.psgc, psgc));
  if (town) return { name: town.name, filters: { municipalityPsgc: psgc } };
  const [found] = await db.select({ name: province.name }).from(province).where(eq(province.psgc, psgc));
  if (found) return { name: found.name, filters: { provincePsgc: psgc } };
  throw new AppError('NOT_FOUND', `No province, city or municipality of the region has the PSGC code ${psgc}.`);
}

/**
 * The published SMS texts of a province (all its places) or of one city or municipality, newest first, as
 * CSV for the office's bulk-SMS service: UTF-8, CRLF, fields quoted when they hold a comma, quote or line
 * break. Texts never start with = + - or @ (staff's are refused so), so the CSV's formula guard never
 * changes one.
 */
export async function exportSmsTexts(db: Queryable, query: SmsExportQuery): Promise<{ fileName: string; csv: string }> {
  const place = await placeFilter(db, query.place);
  const filters = { ...place.filters, type: query.type, language: query.language };
  const { total, texts } = await listPublishedSmsTexts(db, filters, { limit: MAX_SMS_EXPORT_ROWS, offset: 0 });
  if (total > MAX_SMS_EXPORT_ROWS) {
    throw new AppError('BAD_REQUEST', `${place.name} has ${total} published SMS texts; choose a type or a language to export at most ${MAX_SMS_EXPORT_ROWS}.`);
  }
  const base = getBaseUrl();
  const rows = texts.map((sms) => [
    sms.reference,
    sms.province,
    sms.municipality,
    sms.crop,
    sms.type,
    sms.language,
    sms.period,
    formatManilaStamp(sms.publishedAt),
    String(sms.parts),
    sms.encoding,
    String(sms.characters),
    sms.text,
    `${base}/bulletins/${sms.bulletinId}`,
  ]);
  return { fileName: `acap-sms-${slugify(place.name)}-${manilaToday()}.csv`, csv: formatCsv([HEADER, ...rows]) };
}

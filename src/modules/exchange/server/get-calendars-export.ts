import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exchangeExport, newestDate, type ExchangeExport } from '@/modules/exchange/rules/exchange-document';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import type { CalendarsExportQuery } from '@/modules/exchange/rules/export-query';
import { CALENDARS_MAPPING, shapeCalendars } from '@/modules/exchange/rules/shape-calendars';
import { exportCalendar } from '@/modules/calendar/server/export-calendar';
import { getCalendar } from '@/modules/calendar/server/get-calendar';

type CalendarsExport = { fileName: string; json: ExchangeExport } | { fileName: string; csv: Buffer };

/**
 * Cropping calendars for the national portals: the interchange CSV (the calendar export's own file,
 * one mode) or the same rows as documents. An empty selection is 404 `Received empty data`.
 */
export async function getCalendarsExport(db: Queryable, query: Omit<CalendarsExportQuery, 'download'>, now = new Date()): Promise<CalendarsExport> {
  const { format, ...selection } = query;
  const nameParts = ['calendars', selection.mode, selection.province, selection.municipality, selection.crop];
  if (format === 'csv') {
    const file = await exportCalendar(db, { ...selection, format: 'csv' });
    return { fileName: exportFileName(nameParts, 'csv'), csv: file.bytes };
  }
  const entries = await getCalendar(db, selection);
  return {
    fileName: exportFileName(nameParts, 'json'),
    json: exchangeExport({
      export: 'calendars',
      generatedAt: now,
      dataAsOf: newestDate(entries.map((entry) => entry.updatedAt)),
      mapping: CALENDARS_MAPPING,
      filters: selection,
      collections: shapeCalendars(entries),
    }),
  };
}

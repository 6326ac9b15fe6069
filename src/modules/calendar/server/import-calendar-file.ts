import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { readCalendarTable } from '@/modules/calendar/rules/calendar-layout';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { auditActor, type Author } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { readTableFile } from '@/platform/spreadsheets/read-table-file';
import { resolveCalendarPlace } from './resolve-calendar-place';
import { storeCalendarRows } from './store-calendar-rows';

export const MAX_CALENDAR_FILE_BYTES = 5 * 1024 * 1024;
const LISTED_PROBLEMS = 50;

export interface CalendarImportResult {
  file: string;
  mode: CalendarMode;
  rows: number;
  crops: string[];
  municipalities: number;
}

/**
 * A calendar CSV or workbook (first sheet) in the interchange layout. All rows are stored or none:
 * every unknown place, crop or stage is reported with its row number.
 */
export async function importCalendarFile(db: Database, file: UploadedFile, mode: CalendarMode, author: Author): Promise<CalendarImportResult> {
  if (file.bytes.length > MAX_CALENDAR_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `${file.name}: the file is larger than 5 MB`);
  const [sheet] = await readTableFile(file);
  const matcher = await getPlaceMatcher(db);
  const table = readCalendarTable(sheet!.rows, {
    place: (provinceText, municipalityText) => resolveCalendarPlace(matcher, provinceText, municipalityText),
    crop: findCrop,
  });
  if (table.problems.length > 0) {
    const shown = table.problems.slice(0, LISTED_PROBLEMS);
    const more = table.problems.length > shown.length ? ` … and ${table.problems.length - shown.length} more` : '';
    throw new AppError('BAD_REQUEST', `${file.name}: ${shown.join('; ')}${more}. Nothing was stored.`, {
      details: { file: file.name, problems: table.problems },
    });
  }
  const crops = [...new Set(table.rows.map((row) => row.cropKey))];
  const municipalities = new Set(table.rows.map((row) => row.municipalityPsgc)).size;
  await changePublicData(db, async (tx) => {
    await storeCalendarRows(tx, table.rows, { mode, author });
    await writeAudit(tx, {
      actor: auditActor(author),
      action: 'calendar.import',
      target: file.name,
      summary: { mode, rows: table.rows.length, crops, municipalities },
    });
  });
  return { file: file.name, mode, rows: table.rows.length, crops, municipalities };
}

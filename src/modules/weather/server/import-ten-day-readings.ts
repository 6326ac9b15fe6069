import 'server-only';
import { PAGASA_SERVICE } from '@/modules/pagasa/rules/pagasa-status';
import type { IssuanceSource } from '@/db/schema';
import { PROVINCES } from '@/modules/places/rules/region';
import { readTenDayCells } from '@/modules/weather/rules/read-ten-day-cells';
import type { FileReport, TenDayImportReport, TenDayPlaceRef, TenDayRead, TenDaySource } from '@/modules/weather/rules/ten-day-reading';
import type { TenDayValue } from '@/modules/weather/rules/ten-day-value';
import { daysBetween } from '@/modules/weather/rules/ten-day-window';
import { isTemplateExample } from '@/modules/weather/rules/ten-day-template';
import { describeNoValues, describeTemplateExamples, tenDayHasData } from '@/modules/weather/rules/upload-guards';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getPlaceMatcher, type StoredPlace } from '@/modules/places/server/get-place-matcher';
import { describeArchivedIssuance } from './describe-archived-issuance';
import { storeTenDayIssuance, type IssuanceAuthor } from './store-ten-day-issuance';

/** The region's PSGC codes all start with its two-digit region code (04 for CALABARZON). */
const REGION_PREFIX = PROVINCES[0]!.psgc.slice(0, 2);

type Resolution = { status: 'matched'; place: StoredPlace } | { status: 'other-region' } | { status: 'unknown'; name: string; reason: string; code?: string };

/** How the issuance records its source: the readers' kinds are finer than the stored modes. */
function issuanceSourceOf(source: TenDaySource): IssuanceSource {
  switch (source.kind) {
    case 'pagasa-workbooks':
      return { mode: 'excel', files: source.files };
    case 'pagasa-api':
      return { mode: 'api', service: PAGASA_SERVICE, pagasaLoadedAt: source.pagasaLoadedAt ?? null };
    // The long layout and the grid hold values staff prepared or typed: `admin`, not PAGASA's `system`.
    case 'long-layout':
      return { mode: 'encode', via: 'long-layout', files: source.files };
    case 'encode-grid':
      return { mode: 'encode' };
  }
}

const placeText = (place: TenDayPlaceRef) => place.psgc ?? (place.province !== undefined ? `${place.name} (${place.province})` : place.name);

/**
 * The one import path of the 10-day sources, after reading: match every place with the portal's
 * matcher, keep the region's rows (rows of other regions are counted and skipped), check the dates
 * are in the outlook's window and given once per place, check every value with the rules of manual
 * entry, build the report, and store the issuance only when nothing is wrong (all or nothing).
 * A long-layout file that still holds the template's example rows, and an outlook with no value for
 * any place, are refused whatever else they hold (decision 086); `replaceCheck` is the uploads' 409.
 */
export async function importTenDayReadings(
  db: Database,
  read: TenDayRead,
  author: IssuanceAuthor,
  options: { replaceCheck?: 'ask' | 'confirmed' } = {},
): Promise<TenDayImportReport> {
  const { source, header, parts, readings } = read;
  if (source.kind === 'long-layout') {
    const examples = readings.filter((reading) => isTemplateExample(reading.cells));
    if (examples.length > 0) {
      const file = parts[examples[0]!.part]!.file;
      const rows = examples.map((reading) => reading.row);
      throw new AppError('BAD_REQUEST', describeTemplateExamples(file, rows), { details: { reason: 'template-examples', file, rows } });
    }
  }
  const matcher = await getPlaceMatcher(db);
  const byCode = new Map(matcher.places.map((place) => [place.psgc, place]));

  const resolve = (place: TenDayPlaceRef): Resolution => {
    const named = place.name === undefined ? undefined : matcher.match(place.name, place.province === undefined ? {} : { province: place.province });
    if (place.psgc !== undefined) {
      const found = byCode.get(place.psgc);
      if (!found) {
        if (!place.psgc.startsWith(REGION_PREFIX)) return { status: 'other-region' };
        return {
          status: 'unknown',
          name: place.psgc,
          code: place.psgc,
          reason: `unknown place code ${place.psgc}: no city or municipality of the region has it`,
        };
      }
      if (named?.status === 'matched' && named.place.psgc !== found.psgc) {
        return {
          status: 'unknown',
          name: placeText(place),
          reason: `code ${place.psgc} is ${found.name}, but the name says ${named.place.name} (${named.place.psgc})`,
        };
      }
      return { status: 'matched', place: found };
    }
    const match = named!;
    if (match.status === 'matched') return { status: 'matched', place: match.place };
    if (match.status === 'unknown_province') {
      // PAGASA's national sheets hold every region; in the portal's own layouts a province is a typing slip.
      if (source.unknownPlaces === 'report') return { status: 'other-region' };
      return {
        status: 'unknown',
        name: placeText(place),
        reason: `unknown province "${match.province}" (the region's are ${PROVINCES.map((p) => p.name).join(', ')})`,
      };
    }
    // A province of the region, given apart or in the name (`Name (Province)`), makes an unknown name the region's.
    const inRegion = place.province !== undefined || /\(.*\)|,/.test(place.name);
    if (!inRegion && source.unknownPlaces === 'report') return { status: 'other-region' };
    const reason =
      match.status === 'ambiguous'
        ? `"${placeText(place)}" names more than one place (${match.candidates.map((c) => `${c.name}, ${c.psgc}`).join('; ')}): add the province or the PSGC code`
        : `unknown place "${placeText(place)}"`;
    return { status: 'unknown', name: placeText(place), reason };
  };

  const reports: FileReport[] = parts.map((part) => ({
    file: part.file,
    sheet: part.sheet,
    day: part.day,
    rowsRead: part.rowsRead,
    rowsKept: 0,
    placesMatched: 0,
    otherRegionRows: 0,
    unmatched: [],
    problems: [...part.problems],
  }));
  const matchedPerPart = parts.map(() => new Set<string>());
  const firstRow = new Map<string, { part: number; row: number }>();
  const unknownCodes = new Set<string>();
  const values: TenDayValue[] = [];

  for (const reading of readings) {
    const part = parts[reading.part]!;
    const report = reports[reading.part]!;
    const problem = (column: string, message: string) => report.problems.push({ sheet: part.sheet, row: reading.row, column, message });
    const resolution = resolve(reading.place);
    if (resolution.status === 'other-region') {
      report.otherRegionRows += 1;
      continue;
    }
    if (resolution.status === 'unknown') {
      if (!report.unmatched.some((u) => u.row === reading.row)) report.unmatched.push({ row: reading.row, name: resolution.name });
      if (source.unknownPlaces === 'refuse') {
        problem(reading.place.psgc === undefined ? (part.columns.name ?? part.columns.place) : part.columns.place, resolution.reason);
        if (resolution.code) unknownCodes.add(resolution.code);
      }
      continue;
    }
    const { place } = resolution;
    if (reading.date < header.validFrom || reading.date > header.validTo) {
      problem(part.columns.date, `${reading.date} is outside the outlook's days, ${header.validFrom} to ${header.validTo}`);
      continue;
    }
    const key = `${place.psgc}/${reading.date}`;
    const earlier = firstRow.get(key);
    if (earlier) {
      const where = earlier.part === reading.part ? `row ${earlier.row}` : `${parts[earlier.part]!.file}, row ${earlier.row}`;
      problem(part.columns.place, `${place.name} appears again for ${reading.date} (first in ${where})`);
      continue;
    }
    firstRow.set(key, { part: reading.part, row: reading.row });
    matchedPerPart[reading.part]!.add(place.psgc);
    const result = readTenDayCells(reading.cells, { municipality: place.psgc, date: reading.date }, part.columns);
    if (result.value) {
      values.push(result.value);
      report.rowsKept += 1;
    } else {
      for (const found of result.problems) problem(found.column, found.message);
    }
  }
  reports.forEach((report, i) => (report.placesMatched = matchedPerPart[i]!.size));

  const daysOf = new Map<string, Set<string>>();
  for (const value of values) daysOf.set(value.municipality, (daysOf.get(value.municipality) ?? new Set()).add(value.date));
  const uploadDays = [...new Set(values.map((value) => value.date))].sort();
  const report: TenDayImportReport = {
    issuanceId: null,
    archived: null,
    source: source.kind,
    forecastDate: header.forecastDate,
    dateRange: header.dateRange,
    files: reports,
    placesWithoutData: matcher.places.filter((p) => !daysOf.has(p.psgc)).map((p) => p.name),
    daysWithoutData: daysBetween(header.validFrom, header.validTo).filter((day) => !uploadDays.includes(day)),
    placesMissingDays: matcher.places.flatMap((p) => {
      const days = daysOf.get(p.psgc);
      const missing = days ? uploadDays.filter((day) => !days.has(day)) : [];
      return missing.length > 0 ? [{ place: p.name, days: missing }] : [];
    }),
  };

  const problemCount = reports.reduce((sum, r) => sum + r.problems.length, 0);
  if (problemCount > 0) {
    const where = source.kind === 'encode-grid' ? 'entry' : 'upload';
    const codes = unknownCodes.size > 0 ? `Unknown place code(s): ${[...unknownCodes].slice(0, 20).join(', ')}. ` : '';
    const first = reports.flatMap((r) => r.problems.map((p) => `${r.file}, row ${p.row}, column ${p.column}: ${p.message}`))[0]!;
    throw new AppError(
      'BAD_REQUEST',
      `${codes}${problemCount} value(s) in the ${where} are wrong; nothing was stored. Correct them and try again. First: ${first}.`,
      {
        details: { report },
      },
    );
  }
  if (values.length === 0) {
    throw new AppError('BAD_REQUEST', 'No row of the region was found in the upload; nothing was stored.', { details: { report } });
  }
  if (!values.some(tenDayHasData)) throw new AppError('BAD_REQUEST', describeNoValues('ten_day'), { details: { reason: 'no-values', report } });

  report.issuanceId = await storeTenDayIssuance(db, { header, values, source: issuanceSourceOf(source), author, replaceCheck: options.replaceCheck });
  report.archived = await describeArchivedIssuance(db, 'ten_day', report.issuanceId);
  return report;
}

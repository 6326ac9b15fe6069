import 'server-only';
import type { IssuanceSource } from '@/db/schema';
import { resolveSeasonalMonth, type SeasonalRegionInput } from '@/modules/weather/rules/seasonal-input';
import { addMonths, inferOutlookStart, MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { describeNoValues, seasonalHasData } from '@/modules/weather/rules/upload-guards';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import { describeArchivedIssuance } from './describe-archived-issuance';
import { storeSeasonalIssuance, type SeasonalRow } from './store-seasonal-issuance';
import type { IssuanceAuthor } from './store-ten-day-issuance';

/**
 * A seasonal outlook from the API's shape (also what the workbook readers produce): places resolved
 * by name, categories computed on the server; every problem is listed and nothing is stored. Stored as
 * an upsert: provinces not given keep the live outlook's values when it starts in the same month.
 * `asProvinceCall` names problems by the fields of `POST /weather/seasonal/province` (`province`, `months[2]`).
 * An outlook with no value for any place is refused (decision 086); `replaceCheck` is the uploads' 409.
 */
export async function encodeSeasonalIssuance(
  db: Database,
  input: SeasonalRegionInput,
  author: IssuanceAuthor,
  source: IssuanceSource = { mode: 'encode' },
  options: { asProvinceCall?: boolean; replaceCheck?: 'ask' | 'confirmed' } = {},
): Promise<{ issuanceId: string; start: string; values: number; archived: string | null }> {
  const matcher = await getPlaceMatcher(db);
  const start = input.start ?? inferOutlookStart(input.provinces[0]!.months[0]!.mo, new Date());
  const problems: string[] = [];
  const rows: SeasonalRow[] = [];
  const firstMonth = input.provinces[0]!.months[0]!.mo;
  if (input.start && MONTH_CODES[Number(input.start.slice(5, 7)) - 1] !== firstMonth) {
    problems.push(`start: ${input.start} is not a ${firstMonth} month, the first month given`);
  }

  const seen = new Map<string, number>();
  input.provinces.forEach((provinceInput, p) => {
    const at = options.asProvinceCall ? '' : `provinces[${p}].`;
    const province = matcher.matchProvince(provinceInput.name);
    if (!province) {
      problems.push(`${options.asProvinceCall ? 'province' : `${at}name`}: unknown province "${provinceInput.name}"`);
      return;
    }
    // Each province once: a second would replace the first in the same write.
    const earlier = seen.get(province.psgc);
    if (earlier !== undefined) {
      problems.push(`${at}name: ${province.name} is given twice (also provinces[${earlier}])`);
      return;
    }
    seen.set(province.psgc, p);
    const places = [
      { place: null, input: provinceInput, path: at },
      ...(provinceInput.municipalities ?? []).map((m, i) => {
        const match = matcher.match(m.name, { province: province.name });
        if (match.status !== 'matched') problems.push(`${at}municipalities[${i}].name: unknown municipality "${m.name}" in ${province.name}`);
        return { place: match.status === 'matched' ? match.place.psgc : undefined, input: m, path: `${at}municipalities[${i}].` };
      }),
    ];
    for (const { place, input: placeInput, path } of places) {
      if (place === undefined) continue;
      placeInput.months.forEach((month, offset) => {
        try {
          rows.push({ provincePsgc: province.psgc, municipalityPsgc: place, month: addMonths(start, offset), value: resolveSeasonalMonth(month) });
        } catch (error) {
          problems.push(`${path}months[${offset}].val: ${(error as Error).message}`);
        }
      });
    }
  });

  if (problems.length > 0) {
    throw new AppError('BAD_REQUEST', `${problems.join('; ')}. Nothing was stored.`, { details: { problems } });
  }
  if (!rows.some((row) => seasonalHasData(row.value))) throw new AppError('BAD_REQUEST', describeNoValues('seasonal'), { details: { reason: 'no-values' } });
  const issuanceId = await storeSeasonalIssuance(db, { start, rows, source, author, replaceCheck: options.replaceCheck });
  return { issuanceId, start, values: rows.length, archived: await describeArchivedIssuance(db, 'seasonal', issuanceId) };
}

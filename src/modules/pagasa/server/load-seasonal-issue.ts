import 'server-only';
import { PAGASA_SERVICE } from '@/modules/pagasa/rules/pagasa-status';
import { seasonalApiProvinces } from '@/modules/pagasa/rules/seasonal-api-values';
import { pagasaMonth, pagesOf, seasonalAnswerSchema, type SeasonalApiRow } from '@/modules/pagasa/rules/tenday-api-answers';
import { PROVINCES, REGION } from '@/modules/places/rules/region';
import type { Database } from '@/platform/db/database';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import { describeArchivedIssuance } from '@/modules/weather/server/describe-archived-issuance';
import { storeSeasonalIssuance, type SeasonalRow } from '@/modules/weather/server/store-seasonal-issuance';
import { callTendayApi } from './call-tenday-api';
import { PagasaError } from './pagasa-error';

// The route pages over provinces; the region has five, so one page of this size holds them all.
const PROVINCES_PER_PAGE = 20;
// A runaway paging answer must not spend the office's hourly quota.
const MAX_PAGES = 5;

/**
 * Loads PAGASA's seasonal outlook for region 4A (`/seasonal/region?region=4a&value=all`): six months per
 * province, each province matched to its PSGC code by the portal's matcher, every month's value stored
 * with the portal's own class and PAGASA's description beside it. All or nothing: an unknown province, a
 * missing month or a province of the region left out stores nothing.
 */
export async function loadSeasonalIssue(
  db: Database,
  start: string,
  token: string,
): Promise<{ issuanceId: string; start: string; values: number; archived: string | null }> {
  const rows: SeasonalApiRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await callTendayApi(
      '/seasonal/region',
      { region: '4a', value: 'all', page: String(page), per_page: String(PROVINCES_PER_PAGE) },
      seasonalAnswerSchema,
      {
        token,
      },
    );
    const answered = answer.metadata.start_month ? pagasaMonth(answer.metadata.start_month) : null;
    if (answered && answered !== start)
      throw new PagasaError(
        `PAGASA's seasonal rows start in ${answered}, not ${start}: a new issue may be landing. Nothing was stored; the next check tries again.`,
        200,
        true,
      );
    rows.push(...answer.data);
    if (page >= pagesOf(answer)) break;
  }
  const { provinces, problems } = seasonalApiProvinces(rows, start);
  const matcher = await getPlaceMatcher(db);
  const stored: SeasonalRow[] = [];
  const named = new Set<string>();
  for (const place of provinces) {
    const province = matcher.matchProvince(place.name);
    if (!province) {
      problems.push(`${place.name}: not a province of ${REGION.label}`);
      continue;
    }
    named.add(province.psgc);
    for (const month of place.months) {
      stored.push({ provincePsgc: province.psgc, municipalityPsgc: null, month: month.month, value: month.value, pagasaDescription: month.description });
    }
  }
  const missing = PROVINCES.filter((province) => !named.has(province.psgc));
  if (missing.length > 0) problems.push(`no rows for ${missing.map((province) => province.name).join(', ')}`);
  if (problems.length > 0) throw new PagasaError(`PAGASA's seasonal outlook could not be read: ${problems.join('; ')}. Nothing was stored.`, 200, false);
  const issuanceId = await storeSeasonalIssuance(db, { start, rows: stored, source: { mode: 'api', service: PAGASA_SERVICE }, author: 'system' });
  return { issuanceId, start, values: stored.length, archived: await describeArchivedIssuance(db, 'seasonal', issuanceId) };
}

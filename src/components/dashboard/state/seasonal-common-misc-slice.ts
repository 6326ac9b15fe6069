import { REGION } from '@/domain/region/region';
import type { CommonDocument } from '@/server/weather/get-common-data';
import { createLoadSlice, createLoadThunk, EMPTY_DATA, LoadFailure, readJson, type LoadState } from './load-cycle';

/** The seasonal regional common data a seasonal bulletin prints per month; null: that group was never saved. */
export interface SeasonalCommonMisc {
  cyclones_count: CommonDocument<'cyclones_count'>['data'] | null;
  misc_weather_systems: CommonDocument<'misc_weather_systems'>['data'] | null;
}

export type SeasonalCommonMiscState = LoadState<SeasonalCommonMisc>;

const keyOf = () => REGION.key;

const readGroup = async <G extends keyof SeasonalCommonMisc>(group: G) =>
  (await readJson<CommonDocument<G>>(`/api/weather/common?group=${group}`, 'The expected cyclones and weather systems could not be loaded.'))?.data ?? null;

/**
 * The region's expected tropical cyclones and weather systems per month (GET /api/weather/common, groups
 * cyclones_count and misc_weather_systems). One group alone is data; neither is an empty load.
 */
export const fetchSeasonalCommonMisc = createLoadThunk<SeasonalCommonMisc, void>('seasonalcommon_misc', keyOf, async () => {
  const [cyclones, systems] = await Promise.all([readGroup('cyclones_count'), readGroup('misc_weather_systems')]);
  if (!cyclones?.length && !systems?.length) throw new LoadFailure('No expected cyclones or weather systems are saved for the region.', EMPTY_DATA);
  return { cyclones_count: cyclones, misc_weather_systems: systems };
});

export const seasonalCommonMiscSlice = createLoadSlice('seasonalcommon_misc', fetchSeasonalCommonMisc, keyOf);

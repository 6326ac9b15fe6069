import type { SeasonalOutlook } from '@/server/weather/get-seasonal-outlook';
import { createLoadSlice, createLoadThunk, EMPTY_WEATHER_DATA, loadJson, queryOf, type LoadState } from './load-cycle';

/** `key` is the province's PSGC code. */
export type SeasonalWeatherState = LoadState<SeasonalOutlook>;

const keyOf = ({ province }: { province: string }) => province;

/** The latest seasonal outlook of a province and its municipalities (GET /api/weather/seasonal?province=). */
export const fetchSeasonalWeather = createLoadThunk<SeasonalOutlook, { province: string }>('seasonalweather', keyOf, ({ province }) =>
  loadJson<SeasonalOutlook>(`/api/weather/seasonal${queryOf({ province })}`, {
    failed: 'The seasonal outlook could not be loaded.',
    empty: 'There is no seasonal outlook for this province.',
    // Spec §5: weather data fails empty with `Received an empty weather data.`
    emptyReason: EMPTY_WEATHER_DATA,
    isEmpty: (outlook) => outlook.provinces.length === 0 && outlook.municipalities.length === 0,
  }),
);

export const seasonalWeatherSlice = createLoadSlice('seasonalweather', fetchSeasonalWeather, keyOf);

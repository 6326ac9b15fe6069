import type { TenDayOutlook } from '@/server/weather/get-ten-day-outlook';
import { createLoadSlice, createLoadThunk, EMPTY_WEATHER_DATA, loadJson, queryOf, type LoadState } from './load-cycle';

/** `key` is the province's PSGC code. */
export type TenDayWeatherState = LoadState<TenDayOutlook>;

const keyOf = ({ province }: { province: string }) => province;

/** The latest 10-day outlook of every municipality of a province (GET /api/weather/tenday?province=). */
export const fetchTenDayWeather = createLoadThunk<TenDayOutlook, { province: string }>('tendayweather', keyOf, ({ province }) =>
  loadJson<TenDayOutlook>(`/api/weather/tenday${queryOf({ province })}`, {
    failed: 'The 10-day outlook could not be loaded.',
    empty: 'There is no 10-day outlook for this province.',
    // Spec §5: the weather data's empty reason, as the server's own 404 words it.
    emptyReason: EMPTY_WEATHER_DATA,
    isEmpty: (outlook) => outlook.municipalities.length === 0,
  }),
);

export const tenDayWeatherSlice = createLoadSlice('tendayweather', fetchTenDayWeather, keyOf);

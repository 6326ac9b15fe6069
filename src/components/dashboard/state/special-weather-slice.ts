import type { SpecialOutlook } from '@/server/weather/get-special-outlook';
import { createLoadSlice, createLoadThunk, EMPTY_WEATHER_DATA, loadJson, queryOf, type LoadState } from './load-cycle';

/** `key` is the province's PSGC code. */
export type SpecialWeatherState = LoadState<SpecialOutlook>;

const keyOf = ({ province }: { province: string }) => province;

/**
 * The latest cyclone advisory with the signal of each municipality of a province (GET /api/weather/special?province=).
 * Not one of the spec's slices: a special weather bulletin needs the signal raised for its place and the
 * advisory's date to find the stages, as the 10-day and seasonal bulletins need their outlooks.
 */
export const fetchSpecialWeather = createLoadThunk<SpecialOutlook, { province: string }>('specialweather', keyOf, ({ province }) =>
  loadJson<SpecialOutlook>(`/api/weather/special${queryOf({ province })}`, {
    failed: 'The cyclone advisory could not be loaded.',
    empty: 'There is no cyclone advisory.',
    emptyReason: EMPTY_WEATHER_DATA,
    // An advisory is there even without a signal for the province: that is said by the panel, not an empty load.
    isEmpty: () => false,
  }),
);

export const specialWeatherSlice = createLoadSlice('specialweather', fetchSpecialWeather, keyOf);

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { fetchCropCalendar } from './crop-calendar-slice';
import { EMPTY_DATA, EMPTY_WEATHER_DATA, type LoadMeta } from './load-cycle';
import { fetchMunicipalities } from './municipalities-slice';
import { fetchProvinces } from './provinces-slice';
import { fetchRecommendations } from './recommendations-slice';
import { fetchSeasonalCommonMisc } from './seasonal-common-misc-slice';
import { fetchSeasonalWeather } from './seasonal-weather-slice';
import { fetchSpecialWeather } from './special-weather-slice';
import { makeDashboardStore, rootReducer, type DashboardRootState, type DashboardStore } from './store';
import { fetchTenDayWeather } from './ten-day-weather-slice';
import { answers, BAY, calendarRow, LAGUNA, provincesDocument, recommendation, seasonalOutlook, specialOutlook, tenDayOutlook } from './test-fixtures';
import { setProfile } from './user-slice';

afterEach(() => vi.unstubAllGlobals());

type SliceName =
  'provinces' | 'municipalities' | 'tendayweather' | 'seasonalweather' | 'specialweather' | 'seasonalcommon_misc' | 'recommendations' | 'cropcalendar';

interface Case {
  slice: SliceName;
  /** The load, and the same load for another key. */
  load: (store: DashboardStore) => Promise<unknown>;
  other: (store: DashboardStore) => Promise<unknown>;
  /** Action creators of the thunk for the reducer-level transitions. */
  pending: (requestId: string) => UnknownAction;
  fulfilled: (requestId: string) => UnknownAction;
  rejected: (requestId: string) => UnknownAction;
  key: string;
  ok: Record<string, [number, unknown]>;
  data: unknown;
  /** An empty answer (200 or the server's 404), and the error it gives. */
  empty: Record<string, [number, unknown]>;
  emptyError: string;
  failed: string;
}

const notFound = (message: string): [number, unknown] => [404, { error: { code: 'NOT_FOUND', message } }];
const tenDayArg = { province: LAGUNA };
const adviceArg = { type: 'tenday' as const, crop: 'rice', stages: ['veg', 'general'], forecast: 'above_normal' };
const adviceUrl = '/api/recommendations?type=tenday&crop=rice&stages=veg%2Cgeneral&forecast=above_normal';
const calendarArg = { province: LAGUNA, crop: 'rice' };
const rows = [calendarRow(BAY, 'ten_day', { 15: 'veg' })];
const cyclones = { data: [{ mo: 'aug' as const, value: '2 or 3' }], updated_by: 'admin', date_created: { _seconds: 1 } };
const rejectedWith = { message: 'The server answered 500.', reason: 'boom' };

const cases: Case[] = [
  {
    slice: 'provinces',
    load: (s) => s.dispatch(fetchProvinces()),
    other: (s) => s.dispatch(fetchProvinces()),
    pending: (id) => fetchProvinces.pending(id),
    fulfilled: (id) => fetchProvinces.fulfilled(provincesDocument, id),
    rejected: (id) => fetchProvinces.rejected(null, id, undefined, rejectedWith),
    key: 'calabarzon',
    ok: { '/api/constants/provinces': [200, provincesDocument] },
    data: provincesDocument,
    empty: { '/api/constants/provinces': [200, []] },
    emptyError: `No province is set up. ${EMPTY_DATA}`,
    failed: 'The provinces could not be loaded.',
  },
  {
    slice: 'municipalities',
    load: (s) => s.dispatch(fetchMunicipalities({ province: LAGUNA })),
    other: (s) => s.dispatch(fetchMunicipalities({ province: '0401000000' })),
    pending: (id) => fetchMunicipalities.pending(id, { province: LAGUNA }),
    fulfilled: (id) => fetchMunicipalities.fulfilled(provincesDocument[1]!.municipalities, id, { province: LAGUNA }),
    rejected: (id) => fetchMunicipalities.rejected(null, id, { province: LAGUNA }, rejectedWith),
    key: LAGUNA,
    ok: { '/api/constants/provinces': [200, provincesDocument] },
    data: provincesDocument[1]!.municipalities,
    empty: { '/api/constants/provinces': [200, [{ id: LAGUNA, label: 'Laguna', municipalities: [] }]] },
    emptyError: `No municipality is listed for this province. ${EMPTY_DATA}`,
    failed: 'The municipalities could not be loaded.',
  },
  {
    slice: 'tendayweather',
    load: (s) => s.dispatch(fetchTenDayWeather(tenDayArg)),
    other: (s) => s.dispatch(fetchTenDayWeather({ province: '0401000000' })),
    pending: (id) => fetchTenDayWeather.pending(id, tenDayArg),
    fulfilled: (id) => fetchTenDayWeather.fulfilled(tenDayOutlook, id, tenDayArg),
    rejected: (id) => fetchTenDayWeather.rejected(null, id, tenDayArg, rejectedWith),
    key: LAGUNA,
    ok: { [`/api/weather/tenday?province=${LAGUNA}`]: [200, tenDayOutlook] },
    data: tenDayOutlook,
    empty: { [`/api/weather/tenday?province=${LAGUNA}`]: notFound('Received an empty weather data.') },
    emptyError: `There is no 10-day outlook for this province. ${EMPTY_WEATHER_DATA}`,
    failed: 'The 10-day outlook could not be loaded.',
  },
  {
    slice: 'seasonalweather',
    load: (s) => s.dispatch(fetchSeasonalWeather(tenDayArg)),
    other: (s) => s.dispatch(fetchSeasonalWeather({ province: '0401000000' })),
    pending: (id) => fetchSeasonalWeather.pending(id, tenDayArg),
    fulfilled: (id) => fetchSeasonalWeather.fulfilled(seasonalOutlook, id, tenDayArg),
    rejected: (id) => fetchSeasonalWeather.rejected(null, id, tenDayArg, rejectedWith),
    key: LAGUNA,
    ok: { [`/api/weather/seasonal?province=${LAGUNA}`]: [200, seasonalOutlook] },
    data: seasonalOutlook,
    empty: { [`/api/weather/seasonal?province=${LAGUNA}`]: [200, { ...seasonalOutlook, provinces: [], municipalities: [] }] },
    emptyError: `There is no seasonal outlook for this province. ${EMPTY_WEATHER_DATA}`,
    failed: 'The seasonal outlook could not be loaded.',
  },
  {
    slice: 'specialweather',
    load: (s) => s.dispatch(fetchSpecialWeather(tenDayArg)),
    other: (s) => s.dispatch(fetchSpecialWeather({ province: '0401000000' })),
    pending: (id) => fetchSpecialWeather.pending(id, tenDayArg),
    fulfilled: (id) => fetchSpecialWeather.fulfilled(specialOutlook, id, tenDayArg),
    rejected: (id) => fetchSpecialWeather.rejected(null, id, tenDayArg, rejectedWith),
    key: LAGUNA,
    ok: { [`/api/weather/special?province=${LAGUNA}`]: [200, specialOutlook] },
    data: specialOutlook,
    empty: { [`/api/weather/special?province=${LAGUNA}`]: notFound('Received an empty weather data.') },
    emptyError: `There is no cyclone advisory. ${EMPTY_WEATHER_DATA}`,
    failed: 'The cyclone advisory could not be loaded.',
  },
  {
    slice: 'seasonalcommon_misc',
    load: (s) => s.dispatch(fetchSeasonalCommonMisc()),
    other: (s) => s.dispatch(fetchSeasonalCommonMisc()),
    pending: (id) => fetchSeasonalCommonMisc.pending(id),
    fulfilled: (id) => fetchSeasonalCommonMisc.fulfilled({ cyclones_count: cyclones.data, misc_weather_systems: null }, id),
    rejected: (id) => fetchSeasonalCommonMisc.rejected(null, id, undefined, rejectedWith),
    key: 'calabarzon',
    // One group alone is data: the other was never saved (the server's 404).
    ok: { '/api/weather/common?group=cyclones_count': [200, cyclones], '/api/weather/common?group=misc_weather_systems': notFound('Received empty data') },
    data: { cyclones_count: cyclones.data, misc_weather_systems: null },
    empty: {
      '/api/weather/common?group=cyclones_count': notFound('Received empty data'),
      '/api/weather/common?group=misc_weather_systems': notFound('Received empty data'),
    },
    emptyError: `No expected cyclones or weather systems are saved for the region. ${EMPTY_DATA}`,
    failed: 'The expected cyclones and weather systems could not be loaded.',
  },
  {
    slice: 'recommendations',
    load: (s) => s.dispatch(fetchRecommendations(adviceArg)),
    other: (s) => s.dispatch(fetchRecommendations({ ...adviceArg, forecast: 'b_normal' })),
    pending: (id) => fetchRecommendations.pending(id, adviceArg),
    fulfilled: (id) => fetchRecommendations.fulfilled([recommendation(1, {})], id, adviceArg),
    rejected: (id) => fetchRecommendations.rejected(null, id, adviceArg, rejectedWith),
    key: JSON.stringify(['tenday', 'rice', ['general', 'veg'], 'above_normal']),
    ok: { [adviceUrl]: [200, [recommendation(1, {})]] },
    data: [recommendation(1, {})],
    empty: { [adviceUrl]: notFound('Received empty data') },
    emptyError: `No recommendation is written for this crop, its stages and this forecast. ${EMPTY_DATA}`,
    failed: 'The recommendations could not be loaded.',
  },
  {
    slice: 'cropcalendar',
    load: (s) => s.dispatch(fetchCropCalendar(calendarArg)),
    other: (s) => s.dispatch(fetchCropCalendar({ ...calendarArg, crop: 'corn' })),
    pending: (id) => fetchCropCalendar.pending(id, calendarArg),
    fulfilled: (id) => fetchCropCalendar.fulfilled(rows, id, calendarArg),
    rejected: (id) => fetchCropCalendar.rejected(null, id, calendarArg, rejectedWith),
    key: JSON.stringify([LAGUNA, 'rice']),
    ok: { [`/api/calendar?province=${LAGUNA}&crop=rice`]: [200, rows] },
    data: rows,
    empty: { [`/api/calendar?province=${LAGUNA}&crop=rice`]: [200, []] },
    emptyError: `There is no calendar for this crop in this province. ${EMPTY_DATA}`,
    failed: 'The cropping calendar could not be loaded.',
  },
];

const meta = (state: DashboardRootState, slice: SliceName) => state[slice] as LoadMeta & { data: unknown };
const reduce = (state: DashboardRootState | undefined, ...actions: UnknownAction[]) =>
  actions.reduce<DashboardRootState>((s, a) => rootReducer(s, a), state ?? rootReducer(undefined, { type: 'init' }));

describe.each(cases)('the $slice slice (spec §4 load cycle)', (c) => {
  it('starts idle, with nothing loaded', () => {
    expect(meta(reduce(undefined), c.slice)).toMatchObject({ status: 'idle', currentRequestId: null, error: null, key: null, data: null });
  });

  it('sets pending, records the request and its key, and clears the error when a load starts', () => {
    const failed = reduce(undefined, c.pending('r0'), c.rejected('r0'));
    expect(meta(failed, c.slice).error).not.toBeNull();
    expect(meta(reduce(failed, c.pending('r1')), c.slice)).toMatchObject({ status: 'pending', currentRequestId: 'r1', error: null, key: c.key });
  });

  it('loads from its API and sets fullfilled', async () => {
    const fetchMock = vi.fn(answers(c.ok));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    await c.load(store);
    expect(meta(store.getState(), c.slice)).toMatchObject({ status: 'fullfilled', currentRequestId: null, error: null, key: c.key, data: c.data });
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(c.ok).sort());
  });

  it('treats an empty answer as a failure with the spec’s reason', async () => {
    vi.stubGlobal('fetch', vi.fn(answers(c.empty)));
    const store = makeDashboardStore();
    await c.load(store);
    expect(meta(store.getState(), c.slice)).toMatchObject({ status: 'idle', currentRequestId: null, error: c.emptyError });
  });

  it('returns to idle on a failure, with the message followed by the server’s reason', async () => {
    vi.stubGlobal('fetch', vi.fn(answers({})));
    const store = makeDashboardStore();
    await c.load(store);
    const state = meta(store.getState(), c.slice);
    expect(state.status).toBe('idle');
    expect(state.error).toMatch(new RegExp(`^${c.failed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} no answer for /api/`));
  });

  it('says so when the portal cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    const store = makeDashboardStore();
    await c.load(store);
    expect(meta(store.getState(), c.slice).error).toBe('The portal could not be reached. Check the connection and try again.');
  });

  it('ignores the answer or failure of a request that is no longer the current one', () => {
    const waiting = reduce(undefined, c.pending('old'), c.pending('new'));
    expect(meta(reduce(waiting, c.fulfilled('old')), c.slice)).toMatchObject({ status: 'pending', currentRequestId: 'new', data: null });
    expect(meta(reduce(waiting, c.rejected('old')), c.slice)).toMatchObject({ status: 'pending', currentRequestId: 'new', error: null });
    expect(meta(reduce(waiting, c.fulfilled('new')), c.slice)).toMatchObject({ status: 'fullfilled', data: c.data });
  });

  it('skips a second load of the same thing while one is pending', async () => {
    const fetchMock = vi.fn(answers(c.ok));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeDashboardStore();
    // The first is pending from the moment it is dispatched; the second is refused by the thunk's condition.
    const first = c.load(store);
    const second = (await c.load(store)) as { meta: { condition?: boolean } };
    await first;
    expect(second.meta.condition).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(Object.keys(c.ok).length);
    expect(meta(store.getState(), c.slice).status).toBe('fullfilled');
  });

  it('drops the data of another key when a load starts, so nothing of the last choice is shown', async () => {
    vi.stubGlobal('fetch', vi.fn(answers(c.ok)));
    const store = makeDashboardStore();
    await c.load(store);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    void c.other(store);
    const state = meta(store.getState(), c.slice);
    if (state.key === c.key) {
      // The region's documents have one key: a reload keeps what is shown until the answer comes.
      expect(state.data).toEqual(c.data);
    } else {
      expect(state).toMatchObject({ status: 'pending', data: null });
    }
  });

  it('is reset with the rest of the state on sign-out', () => {
    const state = reduce(undefined, c.pending('r1'), c.fulfilled('r1'), setProfile(null));
    expect(meta(state, c.slice)).toMatchObject({ status: 'idle', key: null, data: null });
  });
});

describe('the municipalities slice', () => {
  it('fails empty for a province the constants do not list', async () => {
    vi.stubGlobal('fetch', vi.fn(answers({ '/api/constants/provinces': [200, provincesDocument] })));
    const store = makeDashboardStore();
    await store.dispatch(fetchMunicipalities({ province: '0499999000' }));
    expect(store.getState().municipalities.error).toBe(`No municipality is listed for this province. ${EMPTY_DATA}`);
  });
});

describe('the read of a 404 that is not an empty answer', () => {
  it('is a failure with the server’s message as reason, not an empty list', async () => {
    vi.stubGlobal('fetch', vi.fn(answers({ [`/api/calendar?province=${LAGUNA}&crop=rice`]: notFound('Unknown crop "rice".') })));
    const store = makeDashboardStore();
    await store.dispatch(fetchCropCalendar(calendarArg));
    expect(store.getState().cropcalendar.error).toBe('The cropping calendar could not be loaded. Unknown crop "rice".');
  });
});

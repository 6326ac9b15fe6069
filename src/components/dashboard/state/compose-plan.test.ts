import { describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BulletinType } from '@/domain/bulletins/bulletin-document';
import type { CalendarEntry } from '@/server/calendar/get-calendar';
import type { BulletinForm } from '../dashboard-options';
import { composeModel, dueLoads, formOptions, placeListProblem, type ComposeChoice, type ComposeModel } from './compose-plan';
import { fetchCropCalendar, filterCalendar } from './crop-calendar-slice';
import { EMPTY_DATA, EMPTY_WEATHER_DATA } from './load-cycle';
import { fetchMunicipalities } from './municipalities-slice';
import { fetchProvinces } from './provinces-slice';
import { fetchRecommendations } from './recommendations-slice';
import { fetchSeasonalCommonMisc } from './seasonal-common-misc-slice';
import { fetchSeasonalWeather } from './seasonal-weather-slice';
import { fetchSpecialWeather } from './special-weather-slice';
import { rootReducer, type DashboardRootState } from './store';
import { fetchTenDayWeather } from './ten-day-weather-slice';
import {
  BAY,
  CALAMBA,
  calendarRow,
  issuance,
  LAGUNA,
  options,
  provincesDocument,
  recommendation,
  seasonalOutlook,
  specialOutlook,
  tenDayOutlook,
} from './test-fixtures';

const stateAfter = (...actions: UnknownAction[]) => actions.reduce<DashboardRootState>((s, a) => rootReducer(s, a), rootReducer(undefined, { type: 'init' }));
const choice = (type: BulletinType, form: Partial<BulletinForm>, language: 'en' | 'tag' = 'en'): ComposeChoice => ({
  type,
  form: { province: '', municipality: '', crop: '', month: '', signal: '', ...form },
  language,
});
const bayRice = { province: LAGUNA, municipality: BAY, crop: 'rice' };
const calendarLoad = { province: LAGUNA, crop: 'rice' };
const names = { cropName: 'Rice', place: 'Bay, Laguna' };

/** The actions that bring a choice's calendar in and filter it, as the dashboard dispatches them. */
const calendarOf = (rows: CalendarEntry[], modes: ('ten_day' | 'seasonal')[]) => [
  fetchCropCalendar.pending('c', calendarLoad),
  fetchCropCalendar.fulfilled(rows, 'c', calendarLoad),
  filterCalendar({ load: calendarLoad, municipality: BAY, crop: 'rice', modes, ...names }),
];
const tenDayLoaded = (outlook = tenDayOutlook) => [
  fetchTenDayWeather.pending('t', { province: LAGUNA }),
  fetchTenDayWeather.fulfilled(outlook, 't', { province: LAGUNA }),
];
const advice = { type: 'tenday' as const, crop: 'rice', stages: ['veg', 'general'], forecast: 'above_normal' };
const adviceLoaded = (rows = [recommendation(1, {})], query = advice) => [
  fetchRecommendations.pending('a', query),
  fetchRecommendations.fulfilled(rows, 'a', query),
];
const vegInAugust = calendarRow(BAY, 'ten_day', { 15: 'veg' });

/** The recommendations load due, leaving out the place lists the tests' states never asked for. */
const adviceDue = (state: DashboardRootState, c: ComposeChoice) => dueLoads(state, c, options).filter((load) => load.slice === 'recommendations');

function plan(model: ComposeModel) {
  if (model.kind !== 'plan') throw new Error(`expected a plan, got ${JSON.stringify(model)}`);
  return model;
}
function ready<T>(part: { state: string; value?: T }): T {
  if (part.state !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(part)}`);
  return part.value!;
}

describe('the loads a choice needs', () => {
  it('lists the provinces first, then the province’s municipalities and the outlook of the bulletin type', () => {
    expect(dueLoads(stateAfter(), choice('ten_day', {}), options)).toEqual([{ slice: 'provinces' }]);
    const started = stateAfter(fetchProvinces.pending('p'));
    expect(dueLoads(started, choice('ten_day', { province: LAGUNA }), options)).toEqual([
      { slice: 'municipalities', arg: { province: LAGUNA } },
      { slice: 'tendayweather', arg: { province: LAGUNA } },
    ]);
    expect(dueLoads(started, choice('seasonal', { province: LAGUNA }), options)).toEqual([
      { slice: 'municipalities', arg: { province: LAGUNA } },
      { slice: 'seasonalweather', arg: { province: LAGUNA } },
      { slice: 'seasonalcommon_misc' },
    ]);
    expect(dueLoads(started, choice('special_weather', { province: LAGUNA }), options)).toContainEqual({ slice: 'specialweather', arg: { province: LAGUNA } });
  });

  it('adds the crop’s calendar for the province once a crop is chosen', () => {
    const started = stateAfter(fetchProvinces.pending('p'), fetchMunicipalities.pending('m', { province: LAGUNA }), ...tenDayLoaded());
    expect(dueLoads(started, choice('ten_day', { province: LAGUNA, crop: 'rice' }), options)).toEqual([{ slice: 'cropcalendar', arg: calendarLoad }]);
  });

  it('filters the loaded calendar for the municipality, then asks for the advice of the needs', () => {
    const loaded = stateAfter(
      fetchProvinces.pending('p'),
      fetchMunicipalities.pending('m', { province: LAGUNA }),
      ...tenDayLoaded(),
      ...calendarOf([vegInAugust], ['ten_day']).slice(0, 2),
    );
    expect(dueLoads(loaded, choice('ten_day', bayRice), options)).toEqual([
      { slice: 'filterCalendar', arg: { load: calendarLoad, municipality: BAY, crop: 'rice', modes: ['ten_day'], ...names } },
    ]);
    const filtered = rootReducer(loaded, filterCalendar({ load: calendarLoad, municipality: BAY, crop: 'rice', modes: ['ten_day'], ...names }));
    // Rice is in its vegetative stage in the window; two days of three with a class have heavy rains.
    expect(dueLoads(filtered, choice('ten_day', bayRice), options)).toEqual([{ slice: 'recommendations', arg: advice }]);
    expect(dueLoads(rootReducer(filtered, fetchRecommendations.pending('a', advice)), choice('ten_day', bayRice), options)).toEqual([]);
  });

  it('does not ask again for a load that failed: that is the Try again button’s', () => {
    const failed = stateAfter(fetchProvinces.pending('p'), fetchProvinces.rejected(null, 'p', undefined, { message: 'x', reason: 'y' }));
    expect(failed.provinces.error).toBe('x y');
    expect(dueLoads(failed, choice('ten_day', {}), options)).toEqual([]);
  });
});

describe('the form’s place lists', () => {
  it('come from the provinces and municipalities slices once loaded, else from the page', () => {
    expect(formOptions(options, stateAfter(), LAGUNA)).toEqual(options);
    const state = stateAfter(
      fetchProvinces.pending('p'),
      fetchProvinces.fulfilled(provincesDocument, 'p'),
      fetchMunicipalities.pending('m', { province: LAGUNA }),
      fetchMunicipalities.fulfilled(provincesDocument[1]!.municipalities, 'm', { province: LAGUNA }),
    );
    const live = formOptions(options, state, LAGUNA);
    expect(live.provinces).toEqual([
      { psgc: '0401000000', name: 'Batangas' },
      { psgc: LAGUNA, name: 'Laguna' },
    ]);
    expect(live.municipalities.filter((m) => m.provincePsgc === LAGUNA).map((m) => m.name)).toEqual(['Bay', 'City of Calamba']);
    expect(live.municipalities.some((m) => m.name === 'Agoncillo')).toBe(true);
  });

  it('say when a place list failed and the page’s lists are used', () => {
    const failed = stateAfter(
      fetchMunicipalities.pending('m', { province: LAGUNA }),
      fetchMunicipalities.rejected(null, 'm', { province: LAGUNA }, { message: 'The municipalities could not be loaded.', reason: 'boom' }),
    );
    expect(placeListProblem(failed)).toBe('The municipalities could not be loaded. boom The form offers the places the page was opened with.');
    expect(placeListProblem(stateAfter())).toBeNull();
  });
});

describe('what goes into a 10-day bulletin', () => {
  const full = () => stateAfter(...tenDayLoaded(), ...calendarOf([vegInAugust], ['ten_day']), ...adviceLoaded());

  it('asks for the choices still missing first', () => {
    expect(composeModel(stateAfter(), choice('seasonal', { province: LAGUNA }), options)).toEqual({
      kind: 'choose',
      missing: ['a municipality', 'a crop', 'a month'],
      outlook: null,
    });
  });

  it('says while choosing that the province has no outlook, since a seasonal month cannot be chosen without one', () => {
    const state = stateAfter(
      fetchSeasonalWeather.pending('s', { province: LAGUNA }),
      fetchSeasonalWeather.rejected(
        null,
        's',
        { province: LAGUNA },
        { message: 'There is no seasonal outlook for this province.', reason: EMPTY_WEATHER_DATA },
      ),
    );
    expect(composeModel(state, choice('seasonal', { ...bayRice }), options)).toEqual({
      kind: 'choose',
      missing: ['a month'],
      outlook: {
        state: 'problem',
        error: `There is no seasonal outlook for this province. ${EMPTY_WEATHER_DATA}`,
        note: 'The bulletin cannot be made without the seasonal outlook: load one under Weather data.',
        link: { label: 'Load the seasonal outlook', href: '/admin/weather/seasonal' },
        retry: null,
      },
    });
  });

  it('lists the outlook days, the stages of the window and the matched advice', () => {
    const rows = [
      recommendation(1, {}),
      recommendation(2, {
        crop: null,
        stage: null,
        trigger: 'above_normal',
        farmOperation: 'General',
        farmOperationLabel: { en: 'Drainage', tl: 'Drainage' },
        risk: 'flood_submergence',
      }),
      recommendation(3, { crop: 'corn' }),
    ];
    const model = plan(
      composeModel(stateAfter(...tenDayLoaded(), ...calendarOf([vegInAugust], ['ten_day']), ...adviceLoaded(rows)), choice('ten_day', bayRice), options),
    );
    expect(model.title).toBe('Rice in Bay, Laguna');
    const outlook = ready(model.outlook);
    expect(outlook).toMatchObject({
      kind: 'ten_day',
      period: 'August 25 – September 3, 2025',
      ended: null,
      prevailing: { code: 'above_normal', label: 'Heavy rains' },
    });
    if (outlook.kind !== 'ten_day') throw new Error('ten_day');
    expect(outlook.days[0]).toEqual({
      date: '2025-08-25',
      label: 'Mon, Aug 25',
      rainfall: { code: 'above_normal', label: 'Heavy rains' },
      temperature: '23.4–31.2 °C',
      humidity: '82%',
      wind: '7 km/h SW',
      cloudCover: 'PARTLY CLOUDY',
    });
    expect(outlook.days[3]!.rainfall).toEqual({ code: 'nda', label: 'No data' });
    expect(ready(model.stages)).toEqual({
      calendar: 'From the 10-day calendar.',
      stages: [{ code: 'veg', label: 'Active tillering', halves: '2nd half of August' }],
      note: null,
    });
    // Vegetative has its own advice, so the general advice for heavy rains does not stand in; corn's is not rice's.
    expect(ready(model.advice)).toEqual({
      items: [{ id: 1, stage: 'Active tillering', operation: 'Water management', forecast: 'Heavy rains', risk: null, englishOnly: false }],
      withoutAdvice: [],
    });
  });

  it('shows the general advice with its risk when no stage has advice of its own', () => {
    const general = recommendation(2, { crop: null, stage: null, farmOperationLabel: { en: 'Drainage', tl: 'Drainage' }, risk: 'flood_submergence' });
    const model = plan(
      composeModel(stateAfter(...tenDayLoaded(), ...calendarOf([vegInAugust], ['ten_day']), ...adviceLoaded([general])), choice('ten_day', bayRice), options),
    );
    expect(ready(model.advice).items).toEqual([
      { id: 2, stage: 'All stages', operation: 'Drainage', forecast: 'Heavy rains', risk: 'Flood / submergence', englishOnly: false },
    ]);
  });

  it('marks advice a Tagalog bulletin prints in English', () => {
    const rows = [recommendation(1, { practice: { en: '<p>Drain</p>', tl: '' } })];
    const model = plan(
      composeModel(stateAfter(...tenDayLoaded(), ...calendarOf([vegInAugust], ['ten_day']), ...adviceLoaded(rows)), choice('ten_day', bayRice, 'tag'), options),
    );
    expect(ready(model.advice).items[0]!.englishOnly).toBe(true);
  });

  it('is loading while the loads run, and the advice waits for the outlook and the stages', () => {
    const model = plan(
      composeModel(
        stateAfter(fetchTenDayWeather.pending('t', { province: LAGUNA }), fetchCropCalendar.pending('c', calendarLoad)),
        choice('ten_day', bayRice),
        options,
      ),
    );
    expect(model.outlook).toEqual({ state: 'loading', what: '10-day outlook' });
    expect(model.stages).toEqual({ state: 'loading', what: 'cropping calendar' });
    expect(model.advice.state).toBe('waiting');
  });

  it('does not show the advice of another query while the new one loads', () => {
    const model = plan(
      composeModel(
        stateAfter(...tenDayLoaded(), ...calendarOf([vegInAugust], ['ten_day']), ...adviceLoaded(undefined, { ...advice, forecast: 'b_normal' })),
        choice('ten_day', bayRice),
        options,
      ),
    );
    expect(model.advice).toEqual({ state: 'loading', what: 'recommendations' });
  });

  it('says there is no calendar for the crop in the place, and where to add one', () => {
    const model = plan(
      composeModel(
        stateAfter(...tenDayLoaded(), ...calendarOf([calendarRow(CALAMBA, 'ten_day', { 15: 'veg' })], ['ten_day'])),
        choice('ten_day', bayRice),
        options,
      ),
    );
    expect(model.stages).toEqual({
      state: 'problem',
      error: `There is no 10-day calendar for Rice in Bay, Laguna. ${EMPTY_DATA}`,
      note: 'The bulletin cannot be made without a calendar for Rice in Bay, Laguna.',
      link: { label: 'Add the 10-day calendar for Rice under Calendars', href: `/admin/calendar?province=${LAGUNA}&crop=rice&mode=ten_day` },
      retry: null,
    });
    expect(model.advice.state).toBe('waiting');
  });

  it('offers to try again when the calendar failed to load, with the message and the reason', () => {
    const state = stateAfter(
      ...tenDayLoaded(),
      fetchCropCalendar.pending('c', calendarLoad),
      fetchCropCalendar.rejected(null, 'c', calendarLoad, { message: 'The cropping calendar could not be loaded.', reason: 'The server answered 503.' }),
    );
    expect(plan(composeModel(state, choice('ten_day', bayRice), options)).stages).toMatchObject({
      state: 'problem',
      error: 'The cropping calendar could not be loaded. The server answered 503.',
      retry: { slice: 'cropcalendar', arg: calendarLoad },
    });
  });

  it('says the outlook has no values for the place, and the stages wait for it', () => {
    const model = plan(
      composeModel(
        stateAfter(...tenDayLoaded({ ...tenDayOutlook, municipalities: [] }), ...calendarOf([vegInAugust], ['ten_day'])),
        choice('ten_day', bayRice),
        options,
      ),
    );
    expect(model.outlook).toMatchObject({
      state: 'problem',
      error: `The 10-day outlook has no values for Bay. ${EMPTY_WEATHER_DATA}`,
      link: { href: '/admin/weather/ten-day' },
    });
    expect(model.stages).toEqual({ state: 'waiting', note: 'The stages are read once the 10-day outlook is there.' });
  });

  it('shows an empty outlook load as its error with what to do', () => {
    const state = stateAfter(
      fetchTenDayWeather.pending('t', { province: LAGUNA }),
      fetchTenDayWeather.rejected(null, 't', { province: LAGUNA }, { message: 'There is no 10-day outlook for this province.', reason: EMPTY_WEATHER_DATA }),
    );
    expect(plan(composeModel(state, choice('ten_day', bayRice), options)).outlook).toEqual({
      state: 'problem',
      error: `There is no 10-day outlook for this province. ${EMPTY_WEATHER_DATA}`,
      note: 'The bulletin cannot be made without the 10-day outlook: load one under Weather data.',
      link: { label: 'Load the 10-day outlook', href: '/admin/weather/ten-day' },
      retry: null,
    });
  });

  it('says the bulletin is refused when no recommendation answers', () => {
    const empty = stateAfter(
      ...tenDayLoaded(),
      ...calendarOf([vegInAugust], ['ten_day']),
      fetchRecommendations.pending('a', advice),
      fetchRecommendations.rejected(null, 'a', advice, {
        message: 'No recommendation is written for this crop, its stages and this forecast.',
        reason: EMPTY_DATA,
      }),
    );
    expect(plan(composeModel(empty, choice('ten_day', bayRice), options)).advice).toMatchObject({
      state: 'problem',
      error: `No recommendation is written for this crop, its stages and this forecast. ${EMPTY_DATA}`,
      note: 'Without advice the bulletin is refused: add one for Rice under Recommendations.',
      link: { href: '/admin/recommendations/new' },
    });
    const unmatched = stateAfter(...tenDayLoaded(), ...calendarOf([vegInAugust], ['ten_day']), ...adviceLoaded([recommendation(9, { crop: 'corn' })]));
    expect(plan(composeModel(unmatched, choice('ten_day', bayRice), options)).advice).toMatchObject({
      state: 'problem',
      error: `No recommendation matches the stages and forecast of Rice in Bay, Laguna. ${EMPTY_DATA}`,
    });
  });

  it('names the next stage when none falls in the window, and the general advice stands in', () => {
    const harvestInNovember = calendarRow(BAY, 'ten_day', { 20: 'mat' });
    const general = { type: 'tenday' as const, crop: 'rice', stages: ['general'], forecast: 'above_normal' };
    const state = stateAfter(
      ...tenDayLoaded(),
      ...calendarOf([harvestInNovember], ['ten_day']),
      ...adviceLoaded([recommendation(2, { crop: null, stage: null })], general),
    );
    expect(adviceDue(state, choice('ten_day', bayRice))).toEqual([]);
    const model = plan(composeModel(state, choice('ten_day', bayRice), options));
    expect(ready(model.stages)).toEqual({
      calendar: 'From the 10-day calendar.',
      stages: [],
      note: 'No stage of Rice falls in this period: the bulletin gives the general advice for the forecast. Next stage: Grain filling to harvest, November 1 – 15, 2025.',
    });
    expect(ready(model.advice).items.map((i) => i.id)).toEqual([2]);
  });

  it('says why nothing can be matched when no day has a rainfall class', () => {
    const noClass = {
      ...tenDayOutlook,
      municipalities: [{ ...tenDayOutlook.municipalities[0]!, days: tenDayOutlook.municipalities[0]!.days.map((d) => ({ ...d, rainfall: null })) }],
    };
    const model = plan(composeModel(stateAfter(...tenDayLoaded(noClass), ...calendarOf([vegInAugust], ['ten_day'])), choice('ten_day', bayRice), options));
    expect(ready(model.stages).note).toMatch(/^No day of the outlook has a rainfall class/);
    expect(model.advice).toMatchObject({ state: 'problem', error: 'There is no forecast to match advice to for Bay, Laguna.' });
  });

  it('warns when the outlook has ended', () => {
    const ended = { ...tenDayOutlook, issuance: issuance('ten_day', { expired: true }) };
    const model = plan(composeModel(stateAfter(...tenDayLoaded(ended)), choice('ten_day', bayRice), options));
    expect(ready(model.outlook).ended).toBe(
      'This outlook ended on September 3, 2025 and no newer one is loaded: the preview asks you to confirm before using it.',
    );
  });

  it('is ready in every part once everything is loaded', () => {
    const model = plan(composeModel(full(), choice('ten_day', bayRice), options));
    expect([model.outlook.state, model.stages.state, model.advice.state]).toEqual(['ready', 'ready', 'ready']);
  });
});

describe('what goes into a seasonal bulletin', () => {
  const seasonalLoaded = [fetchSeasonalWeather.pending('s', { province: LAGUNA }), fetchSeasonalWeather.fulfilled(seasonalOutlook, 's', { province: LAGUNA })];
  const common = { cyclones_count: [{ mo: 'aug' as const, value: '2 or 3' }], misc_weather_systems: [{ mo: 'aug' as const, value: 'Southwest monsoon' }] };
  const commonLoaded = [fetchSeasonalCommonMisc.pending('m'), fetchSeasonalCommonMisc.fulfilled(common, 'm')];
  const plantInAugust = calendarRow(BAY, 'seasonal', { 14: 'plant', 15: 'estab' });

  it('prints the chosen month with its category, cyclones and weather systems, and the stages of both halves', () => {
    const state = stateAfter(...seasonalLoaded, ...commonLoaded, ...calendarOf([plantInAugust], ['seasonal']));
    const august = choice('seasonal', { ...bayRice, month: '2025-08' });
    expect(adviceDue(state, august)).toEqual([
      { slice: 'recommendations', arg: { type: 'seasonal', crop: 'rice', stages: ['plant', 'estab', 'general'], forecast: 'above_normal' } },
    ]);
    const model = plan(composeModel(state, august, options));
    expect(ready(model.outlook)).toEqual({
      kind: 'seasonal',
      period: 'August 2025',
      ended: null,
      fromProvince: true,
      months: [
        {
          month: '2025-08',
          label: 'August 2025',
          percent: '134%',
          category: { code: 'above_normal', label: 'Above Normal' },
          cyclones: '2 or 3',
          weatherSystems: 'Southwest monsoon',
        },
      ],
      common: { state: 'ready', value: null },
    });
    expect(ready(model.stages).stages).toEqual([
      { code: 'plant', label: 'Transplanting / direct seeding', halves: '1st half of August' },
      { code: 'estab', label: 'Recovery / early tillering', halves: '2nd half of August' },
    ]);
  });

  it('prints all six months for "all", asking advice without one forecast', () => {
    const state = stateAfter(...seasonalLoaded, ...commonLoaded, ...calendarOf([plantInAugust], ['seasonal']));
    const all = choice('seasonal', { ...bayRice, month: 'all' });
    expect(ready(plan(composeModel(state, all, options)).outlook)).toMatchObject({ period: 'August 2025 – September 2025' });
    expect(adviceDue(state, all)).toEqual([{ slice: 'recommendations', arg: { type: 'seasonal', crop: 'rice', stages: ['plant', 'estab', 'general'] } }]);
  });

  it('refuses a month the outlook does not hold', () => {
    const model = plan(composeModel(stateAfter(...seasonalLoaded), choice('seasonal', { ...bayRice, month: '2026-03' }), options));
    expect(model.outlook).toMatchObject({ state: 'problem', error: 'March 2026 is not in the seasonal outlook (August 2025, September 2025).' });
  });

  it('notes the blank columns when no common data is saved', () => {
    const state = stateAfter(
      ...seasonalLoaded,
      fetchSeasonalCommonMisc.pending('m'),
      fetchSeasonalCommonMisc.rejected(null, 'm', undefined, {
        message: 'No expected cyclones or weather systems are saved for the region.',
        reason: EMPTY_DATA,
      }),
    );
    const outlook = ready(plan(composeModel(state, choice('seasonal', { ...bayRice, month: '2025-08' }), options)).outlook);
    if (outlook.kind !== 'seasonal') throw new Error('seasonal');
    expect(outlook.months[0]).toMatchObject({ cyclones: null, weatherSystems: null });
    expect(outlook.common).toMatchObject({
      state: 'problem',
      error: `No expected cyclones or weather systems are saved for the region. ${EMPTY_DATA}`,
      link: { href: '/admin/weather/common' },
    });
  });
});

describe('what goes into a special weather bulletin', () => {
  const specialLoaded = (outlook = specialOutlook) => [
    fetchSpecialWeather.pending('w', { province: LAGUNA }),
    fetchSpecialWeather.fulfilled(outlook, 'w', { province: LAGUNA }),
  ];
  const seasonalOnly = calendarRow(BAY, 'seasonal', { 15: 'veg' });

  it('takes the signal raised for the place and the next three days, falling back to the seasonal calendar', () => {
    const state = stateAfter(...specialLoaded(), ...calendarOf([seasonalOnly], ['ten_day', 'seasonal']));
    const special = choice('special_weather', bayRice);
    const model = plan(composeModel(state, special, options));
    expect(ready(model.outlook)).toEqual({
      kind: 'special_weather',
      period: 'August 15 – 17, 2025',
      ended: null,
      cyclone: { name: 'Isang', bulletinNumber: '5', issuedAt: 'August 15, 2025, 11:00 PHT' },
      signal: { code: 'signal_number_2', label: 'Signal No. 2', chosen: false },
    });
    expect(ready(model.stages)).toMatchObject({ calendar: 'From the seasonal calendar.', stages: [{ code: 'veg', halves: '2nd half of August' }] });
    expect(adviceDue(state, special)).toEqual([
      { slice: 'recommendations', arg: { type: 'special', crop: 'rice', stages: ['veg', 'general'], forecast: 'signal_number_2' } },
    ]);
  });

  it('takes the signal chosen in the form over the one raised', () => {
    const model = plan(composeModel(stateAfter(...specialLoaded()), choice('special_weather', { ...bayRice, signal: 'signal_number_4' }), options));
    expect(ready(model.outlook)).toMatchObject({ signal: { code: 'signal_number_4', label: 'Signal No. 4', chosen: true } });
  });

  it('asks for a signal when none is raised for the place', () => {
    const model = plan(composeModel(stateAfter(...specialLoaded({ ...specialOutlook, places: [] })), choice('special_weather', bayRice), options));
    expect(model.outlook).toMatchObject({
      state: 'problem',
      error: 'No wind signal is raised for Bay.',
      note: 'Choose the signal the bulletin is for under Wind signal.',
    });
  });

  it('says no bulletin can be made without an active cyclone', () => {
    const calm = { ...specialOutlook, advisory: { ...specialOutlook.advisory, activeCyclone: false } };
    expect(plan(composeModel(stateAfter(...specialLoaded(calm)), choice('special_weather', bayRice), options)).outlook).toMatchObject({
      state: 'problem',
      error: `The latest advisory says there is no active tropical cyclone. ${EMPTY_WEATHER_DATA}`,
      link: { href: '/admin/weather/special' },
    });
  });
});

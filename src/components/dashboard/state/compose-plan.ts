import type { BulletinLanguage, BulletinType } from '@/domain/bulletins/bulletin-document';
import {
  adviceQuery,
  bulletinNeeds,
  CALENDAR_MODES_OF,
  lastDayOf,
  planAdvice,
  RECOMMENDATION_TYPE_OF,
  type AdviceQuery,
  type PlanOutlook,
} from '@/domain/bulletins/bulletin-plan';
import type { CalendarSlots } from '@/domain/calendar/active-stages';
import { describeNextStage } from '@/domain/calendar/next-stage';
import { slotParts } from '@/domain/calendar/month-halves';
import type { CalendarMode } from '@/domain/calendar/calendar-mode';
import { cropByKey } from '@/domain/crops/crop-list';
import { MONTH_NAMES } from '@/domain/format/calendar-names';
import { formatDate, formatDateRange, formatManilaDateTime, formatMonth, formatWeekday } from '@/domain/format/manila-time';
import { formatPercent, formatTemperatureRange, formatWind } from '@/domain/format/readings';
import { prevailingRainfall } from '@/domain/recommendations/advice-needs';
import { ALL_STAGES } from '@/domain/recommendations/farm-operations';
import { RISK_NAMES } from '@/domain/recommendations/risk-names';
import { triggerLabel } from '@/domain/recommendations/trigger-label';
import { REGION } from '@/domain/region/region';
import { SEASONAL_LABELS, type ConditionCode, type WindSignal } from '@/domain/weather/conditions';
import { MONTH_CODES } from '@/domain/weather/seasonal-months';
import type { BulletinForm, DashboardOptions } from '../dashboard-options';
import { calendarKey, filterKey, type CalendarFilter, type CalendarLoad } from './crop-calendar-slice';
import { EMPTY_DATA, EMPTY_WEATHER_DATA, loadedFor, type LoadMeta } from './load-cycle';
import { failureText } from './load-status';
import { adviceQueryKey } from './recommendations-slice';
import type { DashboardRootState } from './store';

/** The slices the compose flow reads. */
export type ComposeState = Pick<
  DashboardRootState,
  'provinces' | 'municipalities' | 'tendayweather' | 'seasonalweather' | 'seasonalcommon_misc' | 'specialweather' | 'recommendations' | 'cropcalendar'
>;

export interface ComposeChoice {
  type: BulletinType;
  form: BulletinForm;
  language: BulletinLanguage;
}

/** A load (or the calendar filter) the choice needs and the state does not hold yet. */
export type DueLoad =
  | { slice: 'provinces' | 'seasonalcommon_misc' }
  | { slice: 'municipalities' | 'tendayweather' | 'seasonalweather' | 'specialweather'; arg: { province: string } }
  | { slice: 'cropcalendar'; arg: CalendarLoad }
  | { slice: 'filterCalendar'; arg: CalendarFilter & { load: CalendarLoad } }
  | { slice: 'recommendations'; arg: AdviceQuery };

export interface Link {
  label: string;
  href: string;
}

/** One part of "what goes into this bulletin". */
export type Part<T> =
  /** Cannot be worked out until another part is there. */
  | { state: 'waiting'; note: string }
  | { state: 'loading'; what: string }
  /** `error` is a message followed by its reason (spec §4); `note` says what it means for the bulletin and what to do. */
  | { state: 'problem'; error: string; note: string; link: Link | null; retry: DueLoad | null }
  | { state: 'ready'; value: T };

export interface Labelled<C extends string = string> {
  code: C;
  label: string;
}

export type OutlookView = { period: string; ended: string | null } & (
  | {
      kind: 'ten_day';
      days: {
        date: string;
        label: string;
        rainfall: Labelled<ConditionCode>;
        temperature: string | null;
        humidity: string | null;
        wind: string | null;
        cloudCover: string | null;
      }[];
      prevailing: Labelled<ConditionCode> | null;
    }
  | {
      kind: 'seasonal';
      /** The municipality has no values of its own: its province's are printed. */
      fromProvince: boolean;
      months: {
        month: string;
        label: string;
        percent: string | null;
        category: Labelled<ConditionCode>;
        cyclones: string | null;
        weatherSystems: string | null;
      }[];
      /** The expected cyclones and weather systems printed beside the months. */
      common: Part<null>;
    }
  | {
      kind: 'special_weather';
      cyclone: { name: string | null; bulletinNumber: string | null; issuedAt: string | null };
      signal: Labelled<WindSignal> & { chosen: boolean };
    }
);

export interface StagesView {
  /** The calendar the stages are read from (a special bulletin may fall back to the seasonal one). */
  calendar: string;
  stages: { code: string; label: string; halves: string }[];
  /** Why no stage is listed, and what the bulletin says instead; null when stages are listed. */
  note: string | null;
}

export interface AdviceView {
  items: { id: number; stage: string; operation: string; forecast: string; risk: string | null; englishOnly: boolean }[];
  /** Stages the bulletin lists without a step to take. */
  withoutAdvice: string[];
}

export type ComposeModel =
  /** `outlook`: the outlook of the chosen province failed to load (a seasonal month cannot be chosen without one). */
  | { kind: 'choose'; missing: string[]; outlook: Extract<Part<never>, { state: 'problem' }> | null }
  | { kind: 'plan'; title: string; outlook: Part<OutlookView>; stages: Part<StagesView>; advice: Part<AdviceView> };

const OUTLOOK_SLICE = { ten_day: 'tendayweather', seasonal: 'seasonalweather', special_weather: 'specialweather' } as const;
const OUTLOOK_NAME: Record<BulletinType, string> = { ten_day: '10-day outlook', seasonal: 'seasonal outlook', special_weather: 'cyclone advisory' };
const OUTLOOK_PAGE: Record<BulletinType, string> = {
  ten_day: '/admin/weather/ten-day',
  seasonal: '/admin/weather/seasonal',
  special_weather: '/admin/weather/special',
};
const MODE_NAME: Record<CalendarMode, string> = { ten_day: '10-day', seasonal: 'seasonal' };

const isEmptyError = (error: string) => error.endsWith(EMPTY_DATA) || error.endsWith(EMPTY_WEATHER_DATA);

/** The place lists of the form: the loaded provinces and municipalities slices, else the lists the page came with. */
export function formOptions(options: DashboardOptions, state: Pick<ComposeState, 'provinces' | 'municipalities'>, province: string): DashboardOptions {
  const provinces = loadedFor(state.provinces, REGION.key);
  const municipalities = loadedFor(state.municipalities, province || null);
  return {
    ...options,
    provinces: provinces ? provinces.map((p) => ({ psgc: p.id, name: p.label })) : options.provinces,
    municipalities: municipalities
      ? [
          ...options.municipalities.filter((m) => m.provincePsgc !== province),
          ...municipalities.map((m) => ({ psgc: m.id, name: m.label, provincePsgc: province })),
        ]
      : options.municipalities,
  };
}

/** A place-list load that failed: the form keeps the page's lists, and says so. */
export function placeListProblem(state: Pick<ComposeState, 'provinces' | 'municipalities'>): string | null {
  const error = state.provinces.error ?? state.municipalities.error;
  return error ? `${error} The form offers the places the page was opened with.` : null;
}

function missingChoices({ type, form }: ComposeChoice): string[] {
  return [
    ...(form.province ? [] : ['a province']),
    ...(form.municipality ? [] : ['a municipality']),
    ...(form.crop ? [] : ['a crop']),
    ...(type === 'seasonal' && !form.month ? ['a month'] : []),
  ];
}

const calendarLoadOf = (form: BulletinForm): CalendarLoad => ({ province: form.province, crop: form.crop });

function calendarFilterOf(choice: ComposeChoice, options: DashboardOptions): CalendarFilter & { load: CalendarLoad } {
  const { form, type } = choice;
  return {
    load: calendarLoadOf(form),
    municipality: form.municipality,
    crop: form.crop,
    modes: CALENDAR_MODES_OF[type],
    cropName: cropByKey(form.crop)?.name.en ?? form.crop,
    place: placeName(options, form),
  };
}

function placeName(options: DashboardOptions, form: BulletinForm): string {
  const municipality = options.municipalities.find((m) => m.psgc === form.municipality)?.name ?? form.municipality;
  const province = options.provinces.find((p) => p.psgc === form.province)?.name ?? form.province;
  return `${municipality}, ${province}`;
}

/** A load slice's part while it is not loaded for `key`: loading, its failure, or null once loaded. */
function loadPart(state: LoadMeta, key: string, what: string, retry: DueLoad, empty: { note: string; link: Link | null }): Part<never> | null {
  if (state.key !== key || state.status === 'pending') return { state: 'loading', what };
  if (state.status === 'fullfilled') return null;
  const error = state.error ?? `The ${what} did not load.`;
  return isEmptyError(error)
    ? { state: 'problem', error, note: empty.note, link: empty.link, retry: null }
    : { state: 'problem', error, note: 'This is a fault, not a missing record: try again.', link: null, retry };
}

type Outlook = { view: OutlookView; plan: PlanOutlook };

const endedNote = (expired: boolean, validTo: string) =>
  expired ? `This outlook ended on ${formatDate(validTo, 'en')} and no newer one is loaded: the preview asks you to confirm before using it.` : null;

const outlookMissing = (type: BulletinType) => ({
  note: `The bulletin cannot be made without the ${OUTLOOK_NAME[type]}: load one under Weather data.`,
  link: { label: `Load the ${OUTLOOK_NAME[type]}`, href: OUTLOOK_PAGE[type] },
});

function outlookLoad(state: LoadMeta, type: BulletinType, province: string) {
  return loadPart(state, province, OUTLOOK_NAME[type], { slice: OUTLOOK_SLICE[type], arg: { province } }, outlookMissing(type));
}

function outlookProblem(state: LoadMeta, type: BulletinType, province: string) {
  const part = outlookLoad(state, type, province);
  return part?.state === 'problem' ? part : null;
}

function outlookPart(state: ComposeState, choice: ComposeChoice, names: DashboardOptions): Part<Outlook> {
  const { type, form } = choice;
  const place = names.municipalities.find((m) => m.psgc === form.municipality)?.name ?? form.municipality;
  const missingNote = outlookMissing(type);
  const pending = outlookLoad(state[OUTLOOK_SLICE[type]], type, form.province);
  if (pending) return pending;
  const noValues = (): Part<Outlook> => ({
    state: 'problem',
    error: failureText(`The ${OUTLOOK_NAME[type]} has no values for ${place}.`, EMPTY_WEATHER_DATA),
    note: `The bulletin cannot be made for ${place} until the ${OUTLOOK_NAME[type]} gives its values.`,
    link: missingNote.link,
    retry: null,
  });

  if (type === 'ten_day') {
    const outlook = state.tendayweather.data!;
    const days = outlook.municipalities.find((m) => m.id === form.municipality)?.days ?? [];
    if (days.length === 0) return noValues();
    const { validFrom, validTo, expired } = outlook.issuance;
    const rainfall = (code: ConditionCode): Labelled<ConditionCode> => ({ code, label: code === 'nda' ? 'No data' : triggerLabel('tenday', code) });
    const plan: PlanOutlook = { kind: 'ten_day', validFrom, validTo, rainfall: days.map((day) => day.rainfall?.code) };
    const prevailing = prevailingRainfall(plan.rainfall);
    return {
      state: 'ready',
      value: {
        plan,
        view: {
          kind: 'ten_day',
          period: formatDateRange(validFrom, validTo, 'en'),
          ended: endedNote(expired, validTo),
          prevailing: prevailing ? rainfall(prevailing) : null,
          days: days.map((day) => ({
            date: day.date,
            label: formatWeekday(day.date, 'en'),
            rainfall: rainfall(day.rainfall?.code ?? 'nda'),
            temperature: formatTemperatureRange(day.tempMin, day.tempMax),
            humidity: formatPercent(day.humidity),
            wind: formatWind(day.windSpeed, day.windDirection),
            cloudCover: day.cloudCover,
          })),
        },
      },
    };
  }

  if (type === 'seasonal') {
    const outlook = state.seasonalweather.data!;
    const entry = outlook.municipalities.find((m) => m.id === form.municipality);
    if (!entry || entry.months.length === 0) return noValues();
    const months = form.month === 'all' ? entry.months : entry.months.filter((m) => m.month === form.month);
    if (months.length === 0) {
      return {
        state: 'problem',
        error: `${formatMonth(form.month, 'en')} is not in the seasonal outlook (${entry.months.map((m) => formatMonth(m.month, 'en')).join(', ')}).`,
        note: 'Choose one of the outlook’s months.',
        link: null,
        retry: null,
      };
    }
    const common = loadedFor(state.seasonalcommon_misc, REGION.key);
    const ofMonth = (list: { mo: string; value: string }[] | null | undefined, month: string) =>
      list?.find((c) => c.mo === MONTH_CODES[Number(month.slice(5, 7)) - 1])?.value ?? null;
    const commonPart: Part<null> = loadPart(
      state.seasonalcommon_misc,
      REGION.key,
      'expected cyclones and weather systems',
      { slice: 'seasonalcommon_misc' },
      {
        note: 'The bulletin leaves the expected cyclones and weather systems blank: add them under Common data.',
        link: { label: 'Add them under Common data', href: '/admin/weather/common' },
      },
    ) ?? { state: 'ready', value: null };
    const { validTo, expired } = outlook.issuance;
    const first = months[0]!.month;
    const last = months.at(-1)!.month;
    return {
      state: 'ready',
      value: {
        plan: { kind: 'seasonal', months: months.map((m) => ({ month: m.month, category: m.category })) },
        view: {
          kind: 'seasonal',
          period: first === last ? formatMonth(first, 'en') : `${formatMonth(first, 'en')} – ${formatMonth(last, 'en')}`,
          ended: endedNote(expired, validTo),
          fromProvince: entry.fromProvince,
          months: months.map((m) => ({
            month: m.month,
            label: formatMonth(m.month, 'en'),
            percent: formatPercent(m.percent),
            category: { code: m.category, label: SEASONAL_LABELS[m.category] },
            cyclones: ofMonth(common?.cyclones_count, m.month),
            weatherSystems: ofMonth(common?.misc_weather_systems, m.month),
          })),
          common: commonPart,
        },
      },
    };
  }

  const outlook = state.specialweather.data!;
  if (!outlook.advisory.activeCyclone) {
    return {
      state: 'problem',
      error: failureText('The latest advisory says there is no active tropical cyclone.', EMPTY_WEATHER_DATA),
      note: 'A special weather bulletin cannot be made until an advisory with an active cyclone is loaded.',
      link: { label: 'Load a cyclone advisory', href: OUTLOOK_PAGE.special_weather },
      retry: null,
    };
  }
  const raised = outlook.places.find((p) => p.id === form.municipality)?.signal;
  const signal = (form.signal || raised) as WindSignal | undefined;
  if (!signal) {
    return {
      state: 'problem',
      error: `No wind signal is raised for ${place}.`,
      note: 'Choose the signal the bulletin is for under Wind signal.',
      link: null,
      retry: null,
    };
  }
  const { forecastDate, validUntil, expired } = outlook.issuance;
  const plan: PlanOutlook = { kind: 'special_weather', forecastDate, signal };
  return {
    state: 'ready',
    value: {
      plan,
      view: {
        kind: 'special_weather',
        period: formatDateRange(forecastDate, lastDayOf(plan), 'en'),
        ended: expired
          ? `This advisory stopped being current on ${formatManilaDateTime(validUntil, 'en')}: the preview asks you to confirm before using it.`
          : null,
        cyclone: {
          name: outlook.advisory.name,
          bulletinNumber: outlook.advisory.bulletinNumber,
          issuedAt: outlook.advisory.issuedAt ? formatManilaDateTime(outlook.advisory.issuedAt, 'en') : null,
        },
        signal: { code: signal, label: triggerLabel('special', signal), chosen: Boolean(form.signal) },
      },
    },
  };
}

type Calendar = { slots: CalendarSlots; mode: CalendarMode };

function calendarPart(state: ComposeState, choice: ComposeChoice, names: DashboardOptions): Part<Calendar> {
  const { form, type } = choice;
  const filter = calendarFilterOf(choice, names);
  const mode = CALENDAR_MODES_OF[type][0]!;
  const link = {
    label: `Add the ${MODE_NAME[mode]} calendar for ${filter.cropName} under Calendars`,
    href: `/admin/calendar?province=${form.province}&crop=${form.crop}&mode=${mode}`,
  };
  const missing = { note: `The bulletin cannot be made without a calendar for ${filter.cropName} in ${filter.place}.`, link };
  const pending = loadPart(state.cropcalendar, calendarKey(filter.load), 'cropping calendar', { slice: 'cropcalendar', arg: filter.load }, missing);
  if (pending) return pending;
  if (state.cropcalendar.filteredFor !== filterKey(filter.load, filter)) return { state: 'loading', what: 'cropping calendar' };
  const row = state.cropcalendar.filtered_calendar[0];
  if (!row)
    return {
      state: 'problem',
      error: state.cropcalendar.error ?? failureText(`There is no calendar for ${filter.cropName} in ${filter.place}.`, EMPTY_DATA),
      ...missing,
      retry: null,
    };
  return { state: 'ready', value: { slots: row.slots, mode: row.mode } };
}

interface Plan {
  outlook: Part<Outlook>;
  calendar: Part<Calendar>;
  needs: ReturnType<typeof bulletinNeeds> | null;
  query: AdviceQuery | null;
}

function planOf(state: ComposeState, choice: ComposeChoice, names: DashboardOptions): Plan {
  const outlook = outlookPart(state, choice, names);
  const calendar = calendarPart(state, choice, names);
  if (outlook.state !== 'ready' || calendar.state !== 'ready') return { outlook, calendar, needs: null, query: null };
  const needs = bulletinNeeds(outlook.value.plan, calendar.value.slots);
  return { outlook, calendar, needs, query: adviceQuery(RECOMMENDATION_TYPE_OF[choice.type], choice.form.crop, needs.needs) };
}

/** The loads the choice needs that the state has not asked for yet (a failed load is retried only on request). */
export function dueLoads(state: ComposeState, choice: ComposeChoice, options: DashboardOptions): DueLoad[] {
  const { form, type } = choice;
  const due: DueLoad[] = [];
  if (state.provinces.key !== REGION.key) due.push({ slice: 'provinces' });
  if (!form.province) return due;
  if (state.municipalities.key !== form.province) due.push({ slice: 'municipalities', arg: { province: form.province } });
  const outlook = OUTLOOK_SLICE[type];
  if (state[outlook].key !== form.province) due.push({ slice: outlook, arg: { province: form.province } });
  if (type === 'seasonal' && state.seasonalcommon_misc.key !== REGION.key) due.push({ slice: 'seasonalcommon_misc' });
  if (!form.crop) return due;
  const load = calendarLoadOf(form);
  if (state.cropcalendar.key !== calendarKey(load)) due.push({ slice: 'cropcalendar', arg: load });
  if (!form.municipality || missingChoices(choice).length > 0) return due;
  const names = formOptions(options, state, form.province);
  const filter = calendarFilterOf(choice, names);
  if (loadedFor(state.cropcalendar, calendarKey(load)) && state.cropcalendar.filteredFor !== filterKey(load, filter))
    due.push({ slice: 'filterCalendar', arg: filter });
  const { query } = planOf(state, choice, names);
  if (query && state.recommendations.key !== adviceQueryKey(query)) due.push({ slice: 'recommendations', arg: query });
  return due;
}

const halfName = (slot: number) => {
  const { month, half } = slotParts(slot);
  return `${half === '1st_half' ? '1st' : '2nd'} half of ${MONTH_NAMES.en[month]}`;
};

/** What goes into the bulletin of the choice: its outlook rows, the crop's stages in the period and the advice matched to them. */
export function composeModel(state: ComposeState, choice: ComposeChoice, options: DashboardOptions): ComposeModel {
  const { form, type, language } = choice;
  const missing = missingChoices(choice);
  if (missing.length > 0) {
    const slice = state[OUTLOOK_SLICE[type]];
    const failed = form.province && slice.key === form.province && slice.status === 'idle' && slice.error;
    return { kind: 'choose', missing, outlook: failed ? outlookProblem(slice, type, form.province) : null };
  }
  const names = formOptions(options, state, form.province);
  const crop = cropByKey(form.crop);
  const cropName = crop?.name.en ?? form.crop;
  const title = `${cropName} in ${placeName(names, form)}`;
  const { outlook, calendar, needs, query } = planOf(state, choice, names);
  const outlookView: Part<OutlookView> = outlook.state === 'ready' ? { state: 'ready', value: outlook.value.view } : outlook;
  const waitingFor = outlook.state === 'ready' ? null : `the ${OUTLOOK_NAME[type]}`;

  let stages: Part<StagesView>;
  if (calendar.state !== 'ready') stages = calendar;
  else if (!needs) stages = { state: 'waiting', note: `The stages are read once ${waitingFor} is there.` };
  else {
    const planned = planAdvice(needs.needs, [], form.crop).stages;
    const stageLabel = (code: string) => crop?.stages.find((s) => s.code === code)?.en ?? code;
    const next = needs.namesNextStage && crop && needs.lastDay ? describeNextStage(crop, calendar.value.slots, needs.lastDay, 'en') : null;
    const general = needs.needs.some((n) => n.stage === null);
    const why =
      type === 'ten_day' && needs.rainfall === null
        ? 'No day of the outlook has a rainfall class, so no stage can be matched to it.'
        : `No stage of ${cropName} falls in this period${general ? ': the bulletin gives the general advice for the forecast' : ''}.`;
    stages = {
      state: 'ready',
      value: {
        calendar: `From the ${MODE_NAME[calendar.value.mode]} calendar.`,
        stages: planned.map((s) => ({ code: s.code, label: stageLabel(s.code), halves: s.slots.map(halfName).join(', ') })),
        note: planned.length > 0 ? null : `${why}${next ? ` Next stage: ${next.label}, ${next.periodLabel}.` : ''}`,
      },
    };
  }

  let advice: Part<AdviceView>;
  if (!needs) advice = { state: 'waiting', note: 'The advice is matched once the outlook and the stages are there.' };
  else if (!query) {
    advice = {
      state: 'problem',
      error: `There is no forecast to match advice to for ${placeName(names, form)}.`,
      note: 'The server refuses a bulletin without advice: the outlook needs a rainfall class or category for this place.',
      link: null,
      retry: null,
    };
  } else {
    const recType = RECOMMENDATION_TYPE_OF[type];
    const addLink = { label: 'Add a recommendation', href: '/admin/recommendations/new' };
    const refused = `Without advice the bulletin is refused: add one for ${cropName} under Recommendations.`;
    const pending = loadPart(
      state.recommendations,
      adviceQueryKey(query),
      'recommendations',
      { slice: 'recommendations', arg: query },
      { note: refused, link: addLink },
    );
    if (pending) advice = pending;
    else {
      const plan = planAdvice(needs.needs, state.recommendations.data!, form.crop);
      const stageLabel = (code: string | null) => (code === null ? ALL_STAGES.en : (crop?.stages.find((s) => s.code === code)?.en ?? code));
      advice =
        plan.advice.length === 0
          ? {
              state: 'problem',
              error: failureText(`No recommendation matches the stages and forecast of ${title}.`, EMPTY_DATA),
              note: refused,
              link: addLink,
              retry: null,
            }
          : {
              state: 'ready',
              value: {
                items: plan.advice.map(({ row, trigger }) => ({
                  id: row.id,
                  stage: stageLabel(row.stage),
                  operation: row.farmOperationLabel.en,
                  forecast: triggerLabel(recType, trigger),
                  risk: row.risk ? RISK_NAMES[row.risk] : null,
                  // As the PDF marks it: a Tagalog bulletin prints the English where the Tagalog is missing.
                  englishOnly: language === 'tag' && (!row.practice.tl || (row.impact.en !== '' && !row.impact.tl)),
                })),
                withoutAdvice: plan.stagesWithoutAdvice.map((code) => stageLabel(code)),
              },
            };
    }
  }
  return { kind: 'plan', title, outlook: outlookView, stages, advice };
}

import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { endedOutlookOf, type EndedOutlook } from './ended-outlook-dialog';
import type { PlanFailure } from './state/bulletin-plan-slice';

export interface PlanLink {
  label: string;
  href: string;
}

/** What the panel says about a refused plan beside the server's message: what it means and what to do. */
export interface PlanProblem {
  note: string;
  link: PlanLink | null;
  /** The outlook has ended: the staff may confirm using it, as the preview asks. */
  ended: EndedOutlook | null;
  /** Worth asking again: a fault, or something staff may fix in another tab (an outlook, a calendar, advice). */
  retry: boolean;
}

const OUTLOOK_NAME: Record<BulletinType, string> = { ten_day: '10-day outlook', seasonal: 'seasonal outlook', special_weather: 'cyclone advisory' };
const OUTLOOK_PAGE: Record<BulletinType, string> = {
  ten_day: '/admin/weather/ten-day',
  seasonal: '/admin/weather/seasonal',
  special_weather: '/admin/weather/special',
};

/** The server's empty answers start with the spec's reasons (§5): no weather data, or no data (here a calendar). */
const NO_WEATHER_DATA = /^Received an empty weather data/;
const NO_CALENDAR = /^Received empty data: there is no .*calendar/;

/** The server's refusal of a plan, read as the bulletin's own refusal would be. */
export function planProblem(type: BulletinType, failure: PlanFailure): PlanProblem {
  const none = { link: null, ended: null, retry: false };
  if (failure.status === null) return { ...none, note: 'This is a fault, not a missing record: try again.', retry: true };
  const ended = endedOutlookOf(failure.status, { error: { message: failure.message, details: failure.details } });
  if (ended) return { ...none, ended, note: 'The preview asks you to confirm before the bulletin is made from it.' };
  if (failure.status === 404 && NO_WEATHER_DATA.test(failure.message)) {
    return {
      ...none,
      note: `The bulletin cannot be made without the ${OUTLOOK_NAME[type]}: load one under Weather data.`,
      link: { label: `Load the ${OUTLOOK_NAME[type]}`, href: OUTLOOK_PAGE[type] },
      retry: true,
    };
  }
  if (failure.status === 404 && NO_CALENDAR.test(failure.message)) {
    return {
      ...none,
      note: 'The bulletin reads the crop’s stages from its cropping calendar: add one for this place.',
      link: { label: 'Add a cropping calendar', href: '/admin/calendar' },
      retry: true,
    };
  }
  if (failure.status === 422) {
    return {
      ...none,
      note: 'Without advice the bulletin is refused: add a recommendation for this crop and forecast.',
      link: { label: 'Add a recommendation', href: '/admin/recommendations/new' },
      retry: true,
    };
  }
  if (failure.status >= 400 && failure.status < 500) return { ...none, note: 'Change the choice: the bulletin would be refused as it stands.' };
  return { ...none, note: 'This is a fault, not a missing record: try again.', retry: true };
}

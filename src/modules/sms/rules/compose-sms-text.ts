import type {
  BulletinAdvice,
  BulletinDocument,
  BulletinStorm,
  SeasonalWeather,
  SpecialWeather,
  TenDayWeather,
} from '@/modules/bulletins/rules/bulletin-document';
import { practiceSteps } from '@/modules/recommendations/rules/rich-text';
import { compactDayRange, compactMonthRange } from './compact-dates';
import { countSms } from './count-sms';
import { forceGsm } from './fix-for-gsm';
import { withClosingLine } from './check-sms-text';
import { SMS_WORDS, type SmsWords } from './sms-words';
import { splitCycloneName } from '@/modules/weather/rules/cyclone-name';

const ELLIPSIS = '...';
/** Months the short seasonal outlook keeps: the coming ones matter most to what is planted now. */
const SHORT_SEASONAL_MONTHS = 3;

/** GSM-7 only, on one line: what every piece of a composed text passes through. */
const clean = (text: string) => forceGsm(text).replace(/\s+/g, ' ').trim();

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Consecutive items with the same key, as [key, first, last] runs. */
function runs<T>(items: readonly T[], key: (item: T) => string): { key: string; first: T; last: T; count: number }[] {
  const found: { key: string; first: T; last: T; count: number }[] = [];
  for (const item of items) {
    const last = found.at(-1);
    if (last?.key === key(item)) Object.assign(last, { last: item, count: last.count + 1 });
    else found.push({ key: key(item), first: item, last: item, count: 1 });
  }
  return found;
}

/** `Heavy rains Aug 18-24, moderate rains Aug 25-27`; short: `Heavy rains 7 days, moderate rains 3 days`. */
function tenDayOutlook(weather: TenDayWeather, locale: string, words: SmsWords, short: boolean): string {
  const described = short
    ? [...new Set(weather.days.map((day) => day.rainfall.label))].map(
        (label) => `${label} ${words.days(weather.days.filter((day) => day.rainfall.label === label).length)}`,
      )
    : runs(weather.days, (day) => day.rainfall.label).map((run) => `${run.key} ${compactDayRange(run.first.date, run.last.date, locale, false)}`);
  return `${words.tenDay}: ${described.map((text, i) => (i === 0 ? text : lowerFirst(text))).join(', ')}.`;
}

/** `Sep way below normal, Oct below normal, Nov-Dec near normal`; short: the first three months. */
function seasonalOutlook(weather: SeasonalWeather, locale: string, words: SmsWords, short: boolean): string {
  const months = short ? weather.months.slice(0, SHORT_SEASONAL_MONTHS) : weather.months;
  const described = runs(months, (month) => month.category.label).map(
    (run) => `${compactMonthRange(`${run.first.month}-01`, `${run.last.month}-01`, locale, false)} ${lowerFirst(run.key)}`,
  );
  return `${words.seasonal}: ${described.join(', ')}.`;
}

/** `Bagyong Kristine: Babala Blg. 2, 62-88 km/h` / `Cyclone Kristine: Signal No. 2, …`; short without the wind note. */
function specialOutlook(weather: SpecialWeather, words: SmsWords, short: boolean): string {
  const wind = !short && weather.windSpeed?.trim() ? `, ${weather.windSpeed.trim()}` : '';
  // The name alone, in the text's own words: never "Bagyong Typhoon RAMON", nor a Tagalog word in English.
  const name = splitCycloneName(weather.cyclone.name).name;
  return `${name ? words.cycloneNamed(name) : words.cyclone}: ${weather.signal.label}${wind}.`;
}

/** `Signal No. 3 (RAMON, advisory 8).`: the signal up when the bulletin was made, before its outlook. */
function stormLine(storm: BulletinStorm, words: SmsWords): string {
  const about = [storm.cycloneName?.trim(), storm.bulletinNumber ? `${words.advisory} ${storm.bulletinNumber}` : null].filter(Boolean).join(', ');
  return `${storm.signal.label}${about ? ` (${about})` : ''}.`;
}

function outlookOf(doc: BulletinDocument, short: boolean): string {
  const words = SMS_WORDS[doc.language];
  const { weather } = doc;
  if (weather.kind === 'ten_day') return tenDayOutlook(weather, doc.language, words, short);
  if (weather.kind === 'seasonal') return seasonalOutlook(weather, doc.language, words, short);
  return specialOutlook(weather, words, short);
}

/** A practice's steps as GSM-7 sentences. */
const steps = (practice: string): string[] => practiceSteps(practice, clean);

/**
 * The two most important steps: general advice first (what to do under this forecast whatever the stage,
 * e.g. before a cyclone), then the active stages' own; the first step of each piece of advice before the
 * second step of any, so two pieces of advice each give their first step.
 */
function mainActions(advice: readonly BulletinAdvice[]): string[] {
  // The storm first: under a raised signal its advice leads, and advice that waits for the storm to pass is not texted.
  const byStage = (items: readonly BulletinAdvice[]) => [...items.filter((item) => item.stage === null), ...items.filter((item) => item.stage !== null)];
  const ordered = [...byStage(advice.filter((item) => item.storm === 'storm')), ...byStage(advice.filter((item) => !item.storm))];
  // Read lazily: a practice is parsed only when its turn comes, and two steps are usually found in the first two.
  const parsed: (string[] | undefined)[] = [];
  const stepsOf = (index: number) => (parsed[index] ??= steps(ordered[index]!.practice));
  const chosen: string[] = [];
  for (let round = 0; chosen.length < 2 && ordered.some((_, index) => stepsOf(index).length > round); round++) {
    for (let index = 0; index < ordered.length && chosen.length < 2; index++) {
      const step = stepsOf(index)[round];
      if (step && !chosen.some((taken) => taken.toLowerCase() === step.toLowerCase())) chosen.push(step);
    }
  }
  return chosen;
}

const fits = (text: string) => countSms(text).fits;

/** The longest start of `text`, cut after a whole word and ended with `...`, for which `build` fits; null when not even one word does. */
function cutToFit(text: string, build: (cut: string) => string): string | null {
  const words = text.split(' ');
  for (let n = words.length - 1; n > 0; n--) {
    const start = words
      .slice(0, n)
      .join(' ')
      .replace(/[\s,;:.]+$/, '');
    const candidate = build(`${start}${ELLIPSIS}`);
    if (fits(candidate)) return candidate;
  }
  return null;
}

/** Cuts character by character: only for a header that alone is too long (a cyclone named at great length). */
function cutHard(text: string, build: (cut: string) => string): string {
  const characters = [...text];
  while (characters.length > 0 && !fits(build(`${characters.join('')}${ELLIPSIS}`))) characters.pop();
  return build(`${characters.join('')}${ELLIPSIS}`);
}

/**
 * A bulletin's SMS text in its language, from its document: place and crop, period, the outlook in words
 * and the one or two most important actions, then the standard closing line (the office's farm advice;
 * where official warnings are), always GSM-7 (fixForGsm, then anything left without an equivalent
 * dropped) and within 2 parts (306 septets) closing line included. The closing line is never cut: when
 * the whole does not fit, the rest gives up, in this order, until it does: the outlook's detail (10-day:
 * days per rainfall class instead of their dates; seasonal: the first three months; cyclone: the wind
 * note), the second action, the end of the first action (cut after a whole word, with `...`), and last
 * the end of the outlook itself.
 */
export function composeSmsText(doc: BulletinDocument): string {
  const words = SMS_WORDS[doc.language];
  const byMonth = doc.weather.kind === 'seasonal';
  const period = byMonth ? compactMonthRange(doc.period.from, doc.period.to, doc.language) : compactDayRange(doc.period.from, doc.period.to, doc.language);
  const storm = doc.storm ? clean(stormLine(doc.storm, words)) : '';
  const header = clean(`${doc.municipality.name}, ${doc.province.name} (${doc.crop.name}), ${period}.${storm ? ` ${storm}` : ''}`);
  const [full, short] = [outlookOf(doc, false), outlookOf(doc, true)].map(clean) as [string, string];
  const actions = mainActions(doc.advice);
  const closed = (body: string) => withClosingLine(body, words.closing);
  const body = (outlook: string, chosen: readonly string[]) =>
    [header, outlook, chosen.length > 0 ? `${words.act}: ${chosen.join(' ')}` : ''].filter(Boolean).join(' ');

  const candidates = [body(full, actions), body(short, actions), body(short, actions.slice(0, 1))].map(closed);
  const whole = candidates.find(fits);
  if (whole) return whole;
  const [first] = actions;
  const cutAction = first ? cutToFit(first, (cut) => closed(body(short, [cut]))) : null;
  if (cutAction) return cutAction;
  const bare = body(short, []);
  return fits(closed(bare)) ? closed(bare) : (cutToFit(bare, closed) ?? cutHard(bare, closed));
}

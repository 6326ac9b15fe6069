import { CLOUD_COVERS, type CloudCover } from '@/modules/weather/rules/conditions';
import { cycloneTerms, seasonalTerms, tenDayTerms, type TermKey } from '@/modules/weather/rules/plain-terms';
import type { BulletinDocument } from './bulletin-document';

/**
 * The words a bulletin's weather block shows that need explaining ("Words used" under it). A saved
 * document holds the sky in words, not codes (it is printed as saved): they are matched back through
 * `cloudCover`, the words of the bulletin's language, so bulletins saved before these notes get them too.
 */
export function bulletinWeatherTerms(weather: BulletinDocument['weather'], cloudCover: (code: CloudCover) => string): TermKey[] {
  if (weather.kind === 'seasonal') {
    return seasonalTerms(weather.months.map((m) => ({ percent: m.percent, category: m.category.code, weatherSystems: m.weatherSystems })));
  }
  if (weather.kind === 'ten_day') {
    const codeOf = (words: string | null) => CLOUD_COVERS.find((code) => words !== null && cloudCover(code) === words) ?? null;
    return tenDayTerms(weather.days.map((d) => ({ humidity: d.humidity, windDirection: d.windDirection, cloudCover: codeOf(d.cloudCover) })));
  }
  return cycloneTerms(weather.cyclone, [weather.signal.code]);
}

import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import type { ConditionCode, WindSignal } from '@/modules/weather/rules/conditions';

export const BULLETIN_TYPES = ['seasonal', 'ten_day', 'special_weather'] as const;
export type BulletinType = (typeof BULLETIN_TYPES)[number];

/** `tag` is what existing clients send for Tagalog; pages use the locale `tl`. */
export const BULLETIN_LANGUAGES = ['en', 'tag'] as const;
export type BulletinLanguage = (typeof BULLETIN_LANGUAGES)[number];
export const localeOfLanguage = (language: BulletinLanguage) => (language === 'tag' ? 'tl' : 'en');
export const languageOfLocale = (locale: 'en' | 'tl'): BulletinLanguage => (locale === 'tl' ? 'tag' : 'en');

export interface Labelled<T extends string = string> {
  code: T;
  label: string;
}

export interface TenDayWeather {
  kind: 'ten_day';
  days: {
    date: string;
    label: string;
    rainfall: Labelled<ConditionCode>;
    tempMin: number | null;
    tempMax: number | null;
    humidity: number | null;
    windSpeed: number | null;
    windDirection: string | null;
    cloudCover: string | null;
  }[];
  moonPhases: { label: string; date: string }[];
}

export interface SeasonalWeather {
  kind: 'seasonal';
  /** From the municipality's own values, or its province's. */
  fromProvince: boolean;
  /** Cyclones as PAGASA writes them (`1 or 2`), per month. */
  months: { month: string; label: string; percent: number | null; category: Labelled<ConditionCode>; cyclones: string | null; weatherSystems: string | null }[];
}

export interface SpecialWeather {
  kind: 'special_weather';
  cyclone: {
    name: string | null;
    bulletinNumber: string | null;
    issuedAt: string | null;
    /** In the bulletin's language: the Tagalog text when staff wrote one, else the English. */
    centre: string | null;
    movement: string | null;
    strength: string | null;
    forecastPositions: { at: string; location: string }[];
  };
  signal: Labelled<WindSignal>;
  /** The regional wind-speed note for the place's province or municipality, when given. */
  windSpeed: string | null;
  /** PAGASA's hazards beside the signal (rainfall, flooding and landslides, storm surge, wind) in the bulletin's language. */
  hazards?: { label: string; text: string }[];
  /** A Tagalog bulletin's cyclone texts printed in English, staff having written no Tagalog: a review warning. */
  untranslated?: string[];
}

export interface BulletinAdvice {
  recommendationId: number;
  /** Null for general advice: tied to the forecast (a signal, a rainfall class), not to a stage. */
  stage: StageCode | null;
  /** The stage's label, or for general advice the words for "all stages" in the bulletin's language. */
  stageLabel: string;
  /** In the bulletin's language for known operations (farm-operations.ts), else as staff wrote it; null when none. */
  farmOperation: string | null;
  trigger: string;
  /** The forecast in words, e.g. `Heavy rains`, `Below normal`, `Signal No. 2`. */
  forecast: string;
  risk: string | null;
  /** Sanitised HTML fragments in the bulletin's language (English where the Tagalog is missing). */
  impact: string;
  practice: string;
  englishOnly: boolean;
  /**
   * Where it goes while a signal is up for the place (`stormPlace`): the cyclone's advice first, advice
   * for dry weather or water saving last, under "after the storm passes". Absent: in between, as ever.
   */
  storm?: 'storm' | 'after_storm';
}

/** The signal up for the place when a 10-day or seasonal bulletin was made: the bulletin leads with it. */
export interface BulletinStorm {
  signal: Labelled<WindSignal>;
  /** The advisory (special outlook issuance) that raised it. */
  issuanceId: string;
  cycloneName: string | null;
  bulletinNumber: string | null;
  issuedAt: string;
  /** `signalHeadline` in the bulletin's language. */
  headline: string;
}

/**
 * Everything a bulletin shows, in its language, and exactly which rows it was made from. The PDF and
 * the HTML view are both drawn from this, and it is stored with the saved bulletin.
 */
export interface BulletinDocument {
  version: 1;
  type: BulletinType;
  language: BulletinLanguage;
  title: string;
  region: string;
  province: { psgc: string; name: string };
  municipality: { psgc: string; name: string };
  crop: { key: string; name: string };
  period: { from: string; to: string; label: string };
  weather: TenDayWeather | SeasonalWeather | SpecialWeather;
  stages: { code: StageCode; label: string; slots: number[] }[];
  advice: BulletinAdvice[];
  /** Stages without a recommendation for the forecast: listed, never silently dropped. */
  stagesWithoutAdvice: string[];
  /** When no stage is active in the period: the crop's next stage and when it starts. */
  nextStage?: { code: StageCode; label: string; from: string; periodLabel: string } | null;
  /** A 10-day or seasonal bulletin made while a numbered signal was up for its place; null or absent otherwise. */
  storm?: BulletinStorm | null;
  /** Staff confirmed composing from an outlook that had already ended; printed on the bulletin. */
  basedOnExpired?: { validTo: string } | null;
  /** The province's places coloured by the outlook this bulletin uses (its map and legend). */
  outlookMap?: { legend: Labelled[]; places: { psgc: string; code: string }[] } | null;
  sources: {
    issuanceId: string;
    calendar: { municipalityPsgc: string; crop: string; mode: 'ten_day' | 'seasonal'; updatedAt: string };
    recommendationIds: number[];
    commonData: string[];
  };
  isDemo: boolean;
}

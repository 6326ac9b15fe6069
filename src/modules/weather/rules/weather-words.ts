/**
 * Technical words found in texts staff type (the seasonal outlook's weather systems, a cyclone's
 * strength), so a page or bulletin can explain the ones it shows. The texts are free: PAGASA's own
 * words, their short forms and the Filipino names are all recognised.
 */
export const WEATHER_SYSTEMS = ['sw_monsoon', 'ne_monsoon', 'itcz', 'lpa', 'hpa', 'easterlies', 'frontal', 'shear_line', 'thunderstorms'] as const;
export type WeatherSystem = (typeof WEATHER_SYSTEMS)[number];

const SYSTEM_PATTERNS: Record<WeatherSystem, RegExp> = {
  sw_monsoon: /south\s*-?\s*west(erly)?\s+monsoon|\bSW\s*monsoon|habagat/i,
  ne_monsoon: /north\s*-?\s*east(erly)?\s+monsoon|\bNE\s*monsoon|amihan/i,
  itcz: /\bITCZ\b|inter\s*-?\s*tropical\s+convergence/i,
  lpa: /\bLPAs?\b|low\s*-?\s*pressure\s+area/i,
  hpa: /\bHPAs?\b|high\s*-?\s*pressure|\bridge\b/i,
  easterlies: /easterl(y|ies)/i,
  frontal: /frontal|cold\s+front|tail\s*-?\s*end/i,
  shear_line: /shear\s*-?\s*line/i,
  thunderstorms: /thunderstorm|kidlat/i,
};

/** The weather systems a text names, in the order of WEATHER_SYSTEMS, each once. */
export function weatherSystemsIn(text: string | null | undefined): WeatherSystem[] {
  if (!text) return [];
  return WEATHER_SYSTEMS.filter((system) => SYSTEM_PATTERNS[system].test(text));
}

/** PAGASA's cyclone categories (since 2022), weakest first. */
export const CYCLONE_CATEGORIES = ['tropical_depression', 'tropical_storm', 'severe_tropical_storm', 'typhoon', 'super_typhoon'] as const;
export type CycloneCategory = (typeof CYCLONE_CATEGORIES)[number];

// Strongest first: "super typhoon" also holds "typhoon", "severe tropical storm" holds "tropical storm".
// Short forms count only in capitals (`TY`, not the letters of a Tagalog word).
const CATEGORY_PATTERNS: [CycloneCategory, RegExp, RegExp][] = [
  ['super_typhoon', /super\s*-?\s*typhoon/i, /\bSTY\b/],
  ['typhoon', /typhoon(?!\s*-?\s*force)/i, /\bTY\b/],
  ['severe_tropical_storm', /severe\s+tropical\s+storm/i, /\bSTS\b/],
  ['tropical_storm', /tropical\s+storm/i, /\bTS\b/],
  ['tropical_depression', /tropical\s+depression/i, /\bTD\b/],
];

/** The category named in a cyclone's texts (its strength, its name), or null when none is named. */
export function cycloneCategoryOf(...texts: (string | null | undefined)[]): CycloneCategory | null {
  const text = texts.filter(Boolean).join(' · ');
  return CATEGORY_PATTERNS.find(([, words, short]) => words.test(text) || short.test(text))?.[0] ?? null;
}

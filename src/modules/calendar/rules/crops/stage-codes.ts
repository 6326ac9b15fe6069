/** The stage codes every calendar slot and recommendation uses (domain.md §5); crops label them in their own words. */
export const STAGE_CODES = ['prep', 'seed', 'plant', 'estab', 'veg', 'vegleaf', 'vegtass', 'repro', 'mat'] as const;
export type StageCode = (typeof STAGE_CODES)[number];

export function isStageCode(value: unknown): value is StageCode {
  return typeof value === 'string' && (STAGE_CODES as readonly string[]).includes(value);
}

/** Generic names, used where a crop gives none (e.g. a CSV column legend). */
export const GENERIC_STAGE_LABELS: Record<StageCode, { en: string; tl: string }> = {
  prep: { en: 'Land preparation', tl: 'Paghahanda ng lupa' },
  seed: { en: 'Seedling / sowing', tl: 'Punlaan / paghahasik' },
  plant: { en: 'Planting / transplanting', tl: 'Pagtatanim / paglilipat-tanim' },
  estab: { en: 'Establishment', tl: 'Pagkakaugat' },
  veg: { en: 'Vegetative', tl: 'Paglago' },
  vegleaf: { en: 'Vegetative, leaf development', tl: 'Paglago, pagdahon' },
  vegtass: { en: 'Vegetative, tasseling', tl: 'Paglago, pagbubulaklak ng bunot' },
  repro: { en: 'Reproductive', tl: 'Pamumulaklak at pagbubunga' },
  mat: { en: 'Maturity / harvest', tl: 'Paghinog / pag-aani' },
};

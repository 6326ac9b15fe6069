import { z } from 'zod';

/** The hazards PAGASA's tropical cyclone bulletins describe beside the wind signals. */
export const HAZARD_KINDS = ['rainfall', 'flooding', 'surge', 'wind'] as const;
export type HazardKind = (typeof HAZARD_KINDS)[number];

/** As stored with an advisory: each hazard given, in English with the office's Tagalog when written. */
export type CycloneHazards = Partial<Record<HazardKind, { en: string; tl: string | null }>>;

export const HAZARD_LABELS: Record<HazardKind, { en: string; tl: string }> = {
  rainfall: { en: 'Heavy rainfall outlook', tl: 'Pagtataya ng malakas na ulan' },
  flooding: { en: 'Flooding and landslides', tl: 'Baha at pagguho ng lupa' },
  surge: { en: 'Storm surge', tl: 'Daluyong ng bagyo' },
  wind: { en: 'Severe winds', tl: 'Malakas na hangin' },
};

/** The advisory form's and API's fields, per hazard: its English and Tagalog texts. */
export const HAZARD_FIELDS = [
  { kind: 'rainfall', en: 'hazardRainfall', tl: 'hazardRainfallTl' },
  { kind: 'flooding', en: 'hazardFlooding', tl: 'hazardFloodingTl' },
  { kind: 'surge', en: 'hazardSurge', tl: 'hazardSurgeTl' },
  { kind: 'wind', en: 'hazardWind', tl: 'hazardWindTl' },
] as const satisfies readonly { kind: HazardKind; en: string; tl: string }[];

const text = z.string().trim().min(1).max(600).optional();

export const hazardInputShape = {
  hazardRainfall: text,
  hazardRainfallTl: text,
  hazardFlooding: text,
  hazardFloodingTl: text,
  hazardSurge: text,
  hazardSurgeTl: text,
  hazardWind: text,
  hazardWindTl: text,
} as const;

export type HazardInput = Partial<Record<keyof typeof hazardInputShape, string>>;

/** The hazards an input gives; a Tagalog text without its English is kept only with the English. */
export function hazardsOf(input: HazardInput): CycloneHazards {
  const hazards: CycloneHazards = {};
  for (const field of HAZARD_FIELDS) {
    const en = input[field.en];
    if (en) hazards[field.kind] = { en, tl: input[field.tl] ?? null };
  }
  return hazards;
}

/** The hazards in a page's or bulletin's language, in PAGASA's order: the Tagalog text where written, else the English. */
export function hazardLines(
  hazards: CycloneHazards | null | undefined,
  locale: 'en' | 'tl',
): { kind: HazardKind; label: string; text: string; lang: 'en' | 'tl' }[] {
  return HAZARD_KINDS.flatMap((kind) => {
    const hazard = hazards?.[kind];
    if (!hazard) return [];
    const tagalog = locale === 'tl' && hazard.tl ? hazard.tl : null;
    return [{ kind, label: HAZARD_LABELS[kind][locale], text: tagalog ?? hazard.en, lang: tagalog || locale === 'en' ? locale : 'en' }];
  });
}

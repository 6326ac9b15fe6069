import { stageLabel } from '@/modules/calendar/rules/crops/crop-list';
import { GENERIC_STAGE_LABELS, type StageCode } from '@/modules/calendar/rules/crops/stage-codes';

type Bilingual = { en: string; tl: string };

/** Words for advice that is not tied to a stage or to one crop, shared by pages, bulletins, the API and staff screens. */
export const ALL_STAGES: Bilingual = { en: 'All stages', tl: 'Lahat ng yugto' };
export const ALL_CROPS: Bilingual = { en: 'All crops', tl: 'Lahat ng pananim' };

/**
 * Farm operations as the demo set, the office's workbooks and the editor write them. Recommendations keep
 * the operation as one free text (in English, as the workbooks have it); a Tagalog reader sees the Tagalog
 * name of a known operation. An operation not listed here is shown as written.
 */
export const FARM_OPERATIONS: readonly Bilingual[] = [
  { en: 'Land preparation', tl: 'Paghahanda ng lupa' },
  { en: 'Seedbed preparation and sowing', tl: 'Paghahanda ng punlaan at paghahasik' },
  { en: 'Seedbed preparation', tl: 'Paghahanda ng punlaan' },
  { en: 'Sowing', tl: 'Paghahasik' },
  { en: 'Transplanting', tl: 'Paglilipat-tanim' },
  { en: 'Planting', tl: 'Pagtatanim' },
  { en: 'Planting and basal fertiliser', tl: 'Pagtatanim at unang abono sa lupa' },
  { en: 'Replanting, weeding and first fertiliser', tl: 'Muling pagtatanim, pagdadamo at unang pag-aabono' },
  { en: 'Replanting and weed control', tl: 'Muling pagtatanim at pagsugpo ng damo' },
  { en: 'Side-dressing and hilling-up', tl: 'Pag-aabono sa gilid at pagtatabon ng lupa sa puno' },
  { en: 'Water and nutrient management', tl: 'Pamamahala ng tubig at sustansiya' },
  { en: 'Water management', tl: 'Pamamahala ng tubig' },
  { en: 'Irrigation', tl: 'Patubig' },
  { en: 'Nutrient management', tl: 'Pamamahala ng sustansiya' },
  { en: 'Fertiliser application', tl: 'Pag-aabono' },
  { en: 'Fertiliser', tl: 'Pag-aabono' },
  { en: 'Weeding', tl: 'Pagdadamo' },
  { en: 'Weed control', tl: 'Pagsugpo ng damo' },
  { en: 'Pest and disease management', tl: 'Pagsugpo ng peste at sakit' },
  { en: 'Pest management', tl: 'Pagsugpo ng peste' },
  { en: 'Harvesting and drying', tl: 'Pag-aani at pagpapatuyo' },
  { en: 'Harvesting', tl: 'Pag-aani' },
  { en: 'Harvest', tl: 'Pag-aani' },
  { en: 'Post-harvest', tl: 'Pagkatapos ng ani' },
  { en: 'Storm preparation', tl: 'Paghahanda sa bagyo' },
  { en: 'Season planning', tl: 'Pagpaplano ng panahon ng pagtatanim' },
  { en: 'Farm work planning', tl: 'Pagpaplano ng gawain sa bukid' },
];

// American spellings and stray punctuation still find the operation.
const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/fertilizer/g, 'fertiliser')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const BY_NAME = new Map(FARM_OPERATIONS.flatMap((operation) => [[squash(operation.en), operation] as const, [squash(operation.tl), operation] as const]));

/** A farm operation in both languages: the catalogue's names when it is known (any case), else the text as written. */
export function farmOperationLabel(text: string): Bilingual {
  return BY_NAME.get(squash(text)) ?? { en: text, tl: text };
}

/** The label of a recommendation's stage: the crop's own word, the generic word for any crop, or "All stages". */
export function recommendationStageLabel(cropKey: string | null, stage: StageCode | null): Bilingual {
  if (stage === null) return ALL_STAGES;
  if (cropKey === null) return GENERIC_STAGE_LABELS[stage];
  return { en: stageLabel(cropKey, stage, 'en'), tl: stageLabel(cropKey, stage, 'tl') };
}

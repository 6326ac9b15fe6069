import { GENERIC_STAGE_LABELS, isStageCode, STAGE_CODES, type StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import { RAINFALL_CLASSES, RAINFALL_LABELS, SEASONAL_LABELS, type RainfallClass } from '@/modules/weather/rules/conditions';
import { ALL_STAGES } from './farm-operations';
import { RISK_LABELS, type RecommendationType, type RiskLabel } from './recommendation-types';

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** `WAY BELOW NORMAL`, `wb_normal`, `No rain`, `Heavy rains` … → the condition code; null when blank. */
export function parseCondition(text: string): RainfallClass | null | undefined {
  const value = squash(text);
  if (value === '') return null;
  for (const code of RAINFALL_CLASSES) {
    if ([code, SEASONAL_LABELS[code], RAINFALL_LABELS[code]].some((spelling) => squash(spelling) === value)) return code;
  }
  if (value === 'no rains') return 'wb_normal';
  if (value === 'light rain') return 'b_normal';
  if (value === 'moderate rain') return 'near_normal';
  if (value === 'heavy rain') return 'above_normal';
  return undefined;
}

/** `Signal No. 2`, `TCWS #2`, `signal_number_2`, `2`, `No signal` … → the wind signal; null when blank. */
export function parseSignal(text: string): string | null | undefined {
  const value = squash(text);
  if (value === '') return null;
  if (['general no signal', 'no signal', 'general', 'none', '0'].includes(value)) return 'general_no_signal';
  const number = /^(?:(?:tcws|signal|wind signal|signal number|signal no|tcws no|tcws number)\s*)?([1-5])$/.exec(value);
  return number ? `signal_number_${number[1]}` : undefined;
}

/** A trigger cell for a recommendation type: null when blank (any forecast), undefined when unreadable. */
export function parseTrigger(type: RecommendationType, text: string): string | null | undefined {
  return type === 'special' ? parseSignal(text) : parseCondition(text);
}

/** `Flood/Submergence`, `flood_submergence`, `Water shortage risk` … → the risk label; null when blank. */
export function parseRisk(text: string): RiskLabel | null | undefined {
  const value = squash(text);
  if (value === '') return null;
  return RISK_LABELS.find((risk) => squash(risk) === value);
}

/**
 * A stage cell: the code itself, or the crop's own label or the generic label in English or Tagalog; `general`
 * (any case) is null, general advice. Without a crop (advice for every crop) any stage code or generic label.
 */
export function parseStage(crop: CropDefinition | null, text: string): StageCode | null | undefined {
  const value = squash(text.replace(/_\d+$/, ''));
  if (value === 'general' || value === squash(ALL_STAGES.en) || value === squash(ALL_STAGES.tl)) return null;
  if (crop === null) {
    return STAGE_CODES.find((code) => code === value || squash(GENERIC_STAGE_LABELS[code].en) === value || squash(GENERIC_STAGE_LABELS[code].tl) === value);
  }
  if (isStageCode(value) && crop.stages.some((s) => s.code === value)) return value;
  const byLabel = crop.stages.find(
    (s) =>
      squash(s.en) === value || squash(s.tl) === value || [GENERIC_STAGE_LABELS[s.code].en, GENERIC_STAGE_LABELS[s.code].tl].some((l) => squash(l) === value),
  );
  return byLabel?.code;
}

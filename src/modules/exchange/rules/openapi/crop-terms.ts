import { cropByKey, stageLabel } from '@/modules/calendar/rules/crops/crop-list';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';

/** A crop by key with its names; a key no longer in the catalogue keeps itself as its name. */
export function cropRefOf(key: string) {
  const crop = cropByKey(key);
  return { key, name: crop ? { en: crop.name.en, tl: crop.name.tl } : { en: key, tl: key } };
}

/** A stage code with the crop's own words for it. */
export function stageOf(cropKey: string, code: StageCode) {
  return { code, label: { en: stageLabel(cropKey, code, 'en'), tl: stageLabel(cropKey, code, 'tl') } };
}

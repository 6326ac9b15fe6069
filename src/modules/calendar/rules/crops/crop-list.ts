import { CROP_CATALOGUE } from './crop-catalogue';
import type { CropDefinition } from './crop-definition';
import { createCropFinder } from './find-crop';

export const findCrop = createCropFinder(CROP_CATALOGUE);

const BY_KEY = new Map(CROP_CATALOGUE.map((crop) => [crop.key, crop]));

export function cropByKey(key: string): CropDefinition | undefined {
  return BY_KEY.get(key);
}

/** A crop's label for a stage in a language, falling back to the code for stages the crop does not have. */
export function stageLabel(cropKey: string, code: string, locale: 'en' | 'tl'): string {
  return cropByKey(cropKey)?.stages.find((s) => s.code === code)?.[locale] ?? code;
}

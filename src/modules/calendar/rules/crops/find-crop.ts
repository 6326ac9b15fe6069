import type { CropDefinition } from './crop-definition';

/** Case, spacing, underscores and hyphens do not matter: `Sweet potato`, `sweet_potato`, `SWEET-POTATO`. */
export function cropNameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-]+/g, ' ')
    .trim();
}

/** A finder over a crop list by key, English or Tagalog name, or alias. */
export function createCropFinder(crops: readonly CropDefinition[]): (text: string) => CropDefinition | null {
  const byName = new Map<string, CropDefinition>();
  for (const crop of crops) {
    for (const name of [crop.key, crop.name.en, crop.name.tl, ...crop.aliases]) {
      const key = cropNameKey(name);
      if (!byName.has(key)) byName.set(key, crop);
    }
  }
  return (text) => byName.get(cropNameKey(text)) ?? null;
}

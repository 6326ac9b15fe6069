import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { DraftPlan, DraftSkip } from './draft-plan';

export interface DraftItem {
  provinceName: string;
  municipalityName: string;
  crop: string;
  language: BulletinLanguage;
  /** How the item is named if it is skipped. */
  skip: Omit<DraftSkip, 'reason'>;
}

/**
 * The drafts a plan asks for, province by province, place by place, crop by crop, language by
 * language; a place without a calendar for a crop is skipped (its bulletin would have no stages),
 * once per crop whatever the languages, and listed.
 */
export function draftItems(
  plan: DraftPlan,
  places: readonly { psgc: string; province: string; name: string }[],
  provinces: readonly { psgc: string; name: string }[],
  crops: readonly { key: string; name: string }[],
  calendars: ReadonlySet<string>,
): { items: DraftItem[]; skipped: DraftSkip[] } {
  const items: DraftItem[] = [];
  const skipped: DraftSkip[] = [];
  const chosen = provinces.filter((province) => plan.provinces.length === 0 || plan.provinces.includes(province.psgc));
  for (const province of chosen) {
    for (const place of places.filter((entry) => entry.province === province.psgc)) {
      const placeName = `${place.name}, ${province.name}`;
      for (const cropKey of plan.crops) {
        const crop = crops.find((entry) => entry.key === cropKey);
        const cropName = crop?.name ?? cropKey;
        if (!calendars.has(`${place.psgc}|${cropKey}`)) {
          skipped.push({ place: placeName, crop: cropName, language: plan.languages[0]!, reason: `no ${cropName.toLowerCase()} calendar for ${place.name}` });
          continue;
        }
        for (const language of plan.languages) {
          items.push({
            provinceName: province.name,
            municipalityName: place.name,
            crop: cropKey,
            language,
            skip: { place: placeName, crop: cropName, language },
          });
        }
      }
    }
  }
  return { items, skipped };
}

import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import type { SubscriptionWords } from './signup-steps';

export interface SignupTown {
  psgc: string;
  name: string;
  provincePsgc: string;
  provinceName: string;
}

// "City of Calamba" is looked for under C for Calamba, as people say it.
const sortName = (name: string) => name.replace(/^City of /, '');

/**
 * The towns (cities and municipalities) the form offers, grouped by province in the provinces' order,
 * each province's towns by name. The region's own list: the same for every reader, so the page that
 * shows it can be cached.
 */
export const SIGNUP_PROVINCES: readonly { psgc: string; name: string; towns: readonly SignupTown[] }[] = PROVINCES.map((province) => ({
  psgc: province.psgc,
  name: province.name,
  towns: PLACES.filter((place) => place.province === province.psgc)
    .map((place) => ({ psgc: place.psgc, name: place.name, provincePsgc: province.psgc, provinceName: province.name }))
    .sort((a, b) => sortName(a.name).localeCompare(sortName(b.name), 'en')),
}));

const TOWNS = new Map(SIGNUP_PROVINCES.flatMap((province) => province.towns.map((town) => [town.psgc, town] as const)));

/** A town the form offers, by its PSGC code; anything else is unknown. */
export const findSignupTown = (psgc: string): SignupTown | undefined => TOWNS.get(psgc);

/** The crops the form offers, in the catalogue's order, by key. */
export const SIGNUP_CROPS = CROP_CATALOGUE.map((crop) => ({ key: crop.key, name: crop.name }));

export const findSignupCrop = (key: string) => SIGNUP_CROPS.find((crop) => crop.key === key);

/** The form's choices as one language's page offers them: towns under their provinces, crops by name. */
export function listSignupChoices(locale: 'en' | 'tl'): SignupChoices {
  return {
    provinces: SIGNUP_PROVINCES.map(({ name, towns }) => ({ name, towns: towns.map(({ psgc, name: town }) => ({ psgc, name: town })) })),
    crops: SIGNUP_CROPS.map((crop) => ({ key: crop.key, name: crop.name[locale] })),
  };
}

export interface SignupChoices {
  provinces: { name: string; towns: { psgc: string; name: string }[] }[];
  crops: { key: string; name: string }[];
}

/** A requested subscription in one language's words, its codes shown as they are when the catalogue no longer has them. */
export function describeSubscription(
  subscription: { municipalityPsgc: string; cropKey: string; language: BulletinLanguage },
  locale: 'en' | 'tl',
): SubscriptionWords {
  const town = findSignupTown(subscription.municipalityPsgc);
  return {
    town: town?.name ?? subscription.municipalityPsgc,
    province: town?.provinceName ?? '',
    crop: findSignupCrop(subscription.cropKey)?.name[locale] ?? subscription.cropKey,
    language: subscription.language,
  };
}

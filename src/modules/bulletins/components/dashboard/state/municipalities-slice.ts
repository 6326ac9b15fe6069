import type { ProvinceConstant } from '@/modules/places/server/get-province-constants';
import { createLoadSlice, createLoadThunk, EMPTY_DATA, LoadFailure, readJson, type LoadState } from './load-cycle';

export type MunicipalityEntry = ProvinceConstant['municipalities'][number];
/** `key` is the province's PSGC code. */
export type MunicipalitiesState = LoadState<MunicipalityEntry[]>;

const keyOf = ({ province }: { province: string }) => province;

/**
 * The cities and municipalities of one province, read from the provinces constants document (spec §3: a
 * province carries its municipalities). The document is cached by the browser, so loading it again per
 * province costs no second trip.
 */
export const fetchMunicipalities = createLoadThunk<MunicipalityEntry[], { province: string }>('municipalities', keyOf, async ({ province }) => {
  const provinces = await readJson<ProvinceConstant[]>('/api/constants/provinces', 'The municipalities could not be loaded.');
  const list = provinces?.find((p) => p.id === province)?.municipalities ?? [];
  // An empty list is a failure like the other lists' (spec §8 "Empty lists").
  if (list.length === 0) throw new LoadFailure('No municipality is listed for this province.', EMPTY_DATA);
  return list;
});

export const municipalitiesSlice = createLoadSlice('municipalities', fetchMunicipalities, keyOf);

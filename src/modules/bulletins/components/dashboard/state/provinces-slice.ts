import { REGION } from '@/modules/places/rules/region';
import type { ProvinceConstant } from '@/modules/places/server/get-province-constants';
import { createLoadSlice, createLoadThunk, EMPTY_DATA, loadJson, type LoadState } from './load-cycle';

export type ProvincesState = LoadState<ProvinceConstant[]>;

// The provinces constants document is the region's: one key for it.
const keyOf = () => REGION.key;

/** The provinces, each with its cities and municipalities (GET /api/constants/provinces). */
export const fetchProvinces = createLoadThunk<ProvinceConstant[], void>('provinces', keyOf, () =>
  loadJson<ProvinceConstant[]>('/api/constants/provinces', {
    failed: 'The provinces could not be loaded.',
    empty: 'No province is set up.',
    // Spec §5: an empty provinces list fails with `Received empty data`.
    emptyReason: EMPTY_DATA,
    isEmpty: (list) => list.length === 0,
  }),
);

export const provincesSlice = createLoadSlice('provinces', fetchProvinces, keyOf);

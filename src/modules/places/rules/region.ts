import type { ProvinceSeed } from './types';

export const REGION = {
  key: 'calabarzon',
  label: 'Region 4a',
  code: '4a',
  abbreviation: 'CALABARZON',
  center: { lat: 13.8357, lon: 122.4883 },
} as const;

export const REGION_TITLE = `${REGION.label} (${REGION.abbreviation})`;

export const PROVINCES: readonly ProvinceSeed[] = [
  { psgc: '0401000000', name: 'Batangas' },
  { psgc: '0402100000', name: 'Cavite' },
  { psgc: '0403400000', name: 'Laguna' },
  { psgc: '0405600000', name: 'Quezon' },
  { psgc: '0405800000', name: 'Rizal' },
];

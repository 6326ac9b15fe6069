export type PlaceKind = 'city' | 'municipality';

export interface PlaceSeed {
  psgc: string;
  province: string;
  name: string;
  kind: PlaceKind;
  lat: number;
  lon: number;
  /** Exact spelling in PAGASA's 2025 10-day sheets. */
  pagasa2025: string;
  /** Exact spelling in PAGASA's 2022 10-day sheets. */
  pagasa2022: string;
}

export interface ProvinceSeed {
  psgc: string;
  name: string;
}

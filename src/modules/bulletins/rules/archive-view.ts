import { BULLETIN_TYPES, type BulletinType } from './bulletin-document';

export interface ArchiveFilters {
  type?: BulletinType;
  province?: string;
  municipality?: string;
  crop?: string;
  /** `YYYY-MM-DD`: bulletins whose period holds this day. */
  date?: string;
  page?: number;
}

export type BulletinsView = { kind: 'bulletin'; id: string } | { kind: 'archive'; filters: ArchiveFilters };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TYPE_SLUGS: Record<BulletinType, string> = { seasonal: 'seasonal', ten_day: 'ten-day', special_weather: 'special' };
const ORDER = ['type', 'province', 'municipality', 'crop', 'date', 'page'] as const;

const VALID: Record<(typeof ORDER)[number], (value: string) => boolean> = {
  type: (value) => Object.values(TYPE_SLUGS).includes(value),
  province: (value) => SLUG.test(value),
  municipality: (value) => SLUG.test(value),
  crop: (value) => SLUG.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  page: (value) => /^[1-9]\d{0,4}$/.test(value),
};

/**
 * `/bulletins/{id}` is one bulletin; `/bulletins/type/ten-day/province/laguna/…/page/2` the archive
 * filtered by pairs in a fixed order, so every filtered list has one address and can be cached.
 */
export function parseBulletinsView(segments: readonly string[] | undefined): BulletinsView | null {
  const parts = segments ?? [];
  if (parts.length === 1 && UUID.test(parts[0]!)) return { kind: 'bulletin', id: parts[0]! };
  if (parts.length % 2 !== 0) return null;
  const filters: ArchiveFilters = {};
  let last = -1;
  for (let i = 0; i < parts.length; i += 2) {
    const key = parts[i] as (typeof ORDER)[number];
    const value = parts[i + 1]!;
    const position = ORDER.indexOf(key);
    if (position <= last || !VALID[key](value)) return null;
    last = position;
    if (key === 'type') filters.type = BULLETIN_TYPES.find((type) => TYPE_SLUGS[type] === value);
    else if (key === 'page') filters.page = Number(value);
    else filters[key] = value;
  }
  if (filters.municipality && !filters.province) return null;
  return { kind: 'archive', filters };
}

export function archivePath(filters: ArchiveFilters): string {
  const parts: string[] = ['/bulletins'];
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || (key === 'page' && value === 1)) continue;
    if (key === 'municipality' && !filters.province) continue;
    parts.push(key, key === 'type' ? TYPE_SLUGS[value as BulletinType] : String(value));
  }
  return parts.join('/');
}

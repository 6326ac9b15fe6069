import { repairMojibake } from './repair-mojibake';

/** A readable address segment for a place name: `City of Biñan` → `city-of-binan`. */
export function slugify(name: string): string {
  return repairMojibake(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

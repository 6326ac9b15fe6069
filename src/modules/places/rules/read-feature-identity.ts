/** What a boundary feature says about the place it outlines. */
export interface FeatureIdentity {
  level: 'province' | 'municipality' | 'unknown';
  /** 10-digit PSGC code, when the feature carries one. */
  psgc?: string;
  name?: string;
}

const pad = (value: unknown) => {
  const digits = String(value ?? '').trim();
  return /^\d{9,10}$/.test(digits) ? digits.padStart(10, '0') : undefined;
};
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Reads the faeldon/philippines-json-maps properties (`geo_level`, `adm2_psgc`, `adm3_psgc`, `adm3_en`),
 * and common generic ones (`psgc`, `name`). A barangay stands for the municipality it belongs to.
 */
export function readFeatureIdentity(properties: Record<string, unknown> | null | undefined): FeatureIdentity {
  const p = properties ?? {};
  const level = String(p.geo_level ?? p.level ?? '').toLowerCase();
  if (level === 'prov' || level === 'province') {
    return { level: 'province', psgc: pad(p.adm2_psgc ?? p.psgc), name: text(p.adm2_en ?? p.name) };
  }
  if (p.adm3_psgc !== undefined || level === 'mun' || level === 'city' || level === 'bgy') {
    return { level: 'municipality', psgc: pad(p.adm3_psgc ?? p.psgc), name: level === 'bgy' ? undefined : text(p.adm3_en ?? p.name) };
  }
  return { level: 'unknown', psgc: pad(p.psgc ?? p.PSGC ?? p.code), name: text(p.name ?? p.NAME ?? p.adm3_en ?? p.adm2_en) };
}

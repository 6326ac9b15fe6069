import { PSGC_ATTRIBUTION, PSGC_SOURCE } from '@/modules/places/rules/psgc-source';
import { REGION } from '@/modules/places/rules/region';
import { documentKey, type ExchangeCollection } from './exchange-document';

export interface VillageInput {
  /** PSGC code. */
  id: string;
  label: string;
  formerLabel: string | null;
  municipality: { id: string; label: string };
  province: { id: string; label: string };
}

export const VILLAGES_MAPPING = [
  'constants/villages: one document, id "villages", with region, the PSGC release and the villages grouped by city or municipality.',
  'municipalities[] are in PSGC order, each with psgc, label and municipality (the same name, as in constants/provinces) and province (the lower-case province name, the id in constants/provinces).',
  'municipalities[].villages[] are its barangays in PSGC order: psgc (10 digits), label, and former_label (the name before a renaming) or null.',
  "Grouped rather than one entry per barangay so that the document stays a fraction of a document database's 1 MiB document limit; /api/constants/villages gives the flat list.",
  'Lucena, a highly urbanised city with its own PSGC code, is listed under Quezon, as in constants/provinces.',
  PSGC_ATTRIBUTION,
] as const;

/** The villages constants document, from the villages the portal serves at /api/constants/villages. */
export function shapeVillages(villages: readonly VillageInput[]): ExchangeCollection {
  const groups = new Map<
    string,
    { psgc: string; label: string; municipality: string; province: string; villages: { psgc: string; label: string; former_label: string | null }[] }
  >();
  for (const village of villages) {
    const group = groups.get(village.municipality.id) ?? {
      psgc: village.municipality.id,
      label: village.municipality.label,
      municipality: village.municipality.label,
      province: documentKey(village.province.label),
      villages: [],
    };
    group.villages.push({ psgc: village.id, label: village.label, former_label: village.formerLabel });
    groups.set(village.municipality.id, group);
  }
  return {
    path: 'constants',
    documents: [
      {
        id: 'villages',
        data: {
          region: REGION.key,
          psgc_release: PSGC_SOURCE.release,
          count: villages.length,
          municipalities: [...groups.values()]
            .sort((a, b) => a.psgc.localeCompare(b.psgc))
            .map((group) => ({ ...group, villages: group.villages.sort((a, b) => a.psgc.localeCompare(b.psgc)) })),
        },
      },
    ],
  };
}

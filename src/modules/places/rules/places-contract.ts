import { z } from 'zod';
import { idLabel } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { PSGC_ATTRIBUTION } from './psgc-source';

const tag = 'Places';
const publicRead = { kind: 'public' } as const;
const notLoaded = { description: 'The region is not loaded yet.' };

export const regionConstantsSchema = idLabel.extend({ code: z.string(), abbreviation: z.string(), center: z.object({ lat: z.number(), lon: z.number() }) });
export const provinceConstantSchema = idLabel.extend({ municipalities: z.array(idLabel.extend({ kind: z.enum(['city', 'municipality']) })) });
export const villageConstantSchema = idLabel.extend({ formerLabel: z.string().nullable(), municipality: idLabel, province: idLabel });

const suggestVillage = z.union([z.string(), z.tuple([z.string(), z.string()])]);
/** Short-keyed to stay small: some 4,000 barangays would otherwise repeat their city, province and address. */
export const placeSuggestIndexSchema = z.object({
  v: z.literal(1),
  p: z.array(z.tuple([z.string(), z.string()])),
  m: z.array(z.tuple([z.string(), z.number().int(), z.enum(['c', 'm']), z.string(), z.array(suggestVillage)])),
});

/** "Use my location": a position the schema cannot read is not an error, the page says so (undefined here). */
export const positionQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lon: z.coerce.number().min(-180).max(180).optional().catch(undefined),
});

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** `/api/v1/places/{psgc}/…`: the `{psgc}` segment, refused with a message naming it unless it is 10 digits. */
export const psgcParams = z.object({
  psgc: z.string().regex(/^\d{10}$/, {
    error: (issue) =>
      `"${shown(String(issue.input))}" is not a PSGC code: give the 10-digit code of a province, city or municipality, such as 0403402000 for Bay, Laguna (the list is at /api/v1/places).`,
  }),
});

/** A city or municipality as the staff entry forms list it, under its province. */
export const municipalityOptionSchema = z.object({ psgc: z.string(), name: z.string(), provincePsgc: z.string() });
export type MunicipalityOption = z.output<typeof municipalityOptionSchema>;

export const PLACES_CONTRACT = {
  region: operation({
    method: 'GET',
    path: '/api/constants/region',
    tag,
    summary: 'The region document',
    access: publicRead,
    output: regionConstantsSchema,
    notFound: notLoaded,
    publicId: 'getRegionConstants',
  }),
  provinces: operation({
    method: 'GET',
    path: '/api/constants/provinces',
    tag,
    summary: 'The provinces with their cities and municipalities',
    access: publicRead,
    output: z.array(provinceConstantSchema),
    notFound: notLoaded,
    publicId: 'getProvinceConstants',
  }),
  villages: operation({
    method: 'GET',
    path: '/api/constants/villages',
    tag,
    summary: "The region's barangays (villages) with their city or municipality, in PSGC order",
    description:
      'One entry per barangay: `{id, label, formerLabel, municipality: {id, label}, province: {id, label}}`, where `id` is the ' +
      '10-digit PSGC code and `formerLabel` the name before a renaming (or null). Lucena is under Quezon. A barangay name (or code) is also ' +
      `taken wherever a municipality is (\`municipality=\`), and by \`/api/v1/places?q=\`. ${PSGC_ATTRIBUTION}`,
    access: publicRead,
    output: z.array(villageConstantSchema),
    notFound: notLoaded,
    publicId: 'getVillageConstants',
  }),
  suggestIndex: operation({
    method: 'GET',
    path: '/search/places.json',
    tag,
    summary: 'What the search box suggests from as someone types',
    access: publicRead,
    output: placeSuggestIndexSchema,
  }),
  near: operation({
    method: 'GET',
    path: '/search/near',
    tag,
    summary: '"Use my location": on to the place\'s weather, or back to the search page when the position is outside the region',
    access: publicRead,
    input: positionQuerySchema,
    status: 303,
  }),
};

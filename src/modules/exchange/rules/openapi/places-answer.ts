import { z } from 'zod';
import { openApiComponents, placeRefSchema, psgcSchema } from './open-api-components';

const hrefSchema = z.string().meta({ description: 'An address on this portal, relative to its origin.' });

const centroidSchema = z.object({ lat: z.number(), lon: z.number() }).meta({ description: 'The centroid of the boundary, in WGS 84 degrees.' });

export const placeSummarySchema = z
  .object({
    psgc: psgcSchema,
    name: z.string(),
    kind: z.enum(['city', 'municipality']),
    province: placeRefSchema,
    centroid: centroidSchema,
    href: hrefSchema,
  })
  .register(openApiComponents, { id: 'PlaceSummary' });

export const villageRefSchema = z
  .object({
    psgc: psgcSchema.meta({ description: "The barangay's 10-digit PSGC code (PSGC 2025-2Q)." }),
    name: z.string(),
    formerName: z.string().nullable().meta({ description: 'The name before the barangay was renamed, or null.' }),
  })
  .register(openApiComponents, { id: 'VillageRef' });

export const placeMatchSchema = z
  .object({
    name: z.boolean().meta({ description: "The search text is in the place's own name." }),
    villages: z
      .array(villageRefSchema)
      .meta({ description: 'Its barangays whose name or former name holds the search text, in PSGC order; empty when only the name matched.' }),
  })
  .meta({ description: 'Only with q: why the place was found.' })
  .register(openApiComponents, { id: 'PlaceMatch' });

export const listedPlaceSchema = placeSummarySchema.extend({ match: placeMatchSchema.optional() }).register(openApiComponents, { id: 'ListedPlace' });

export const provinceSummarySchema = z
  .object({ psgc: psgcSchema, name: z.string(), kind: z.literal('province'), href: hrefSchema })
  .register(openApiComponents, { id: 'ProvinceSummary' });

export const placesAnswerSchema = z
  .object({
    region: z.object({ key: z.string(), name: z.string(), abbreviation: z.string() }),
    provinces: z.array(provinceSummarySchema).meta({ description: 'The provinces; with q, those whose name holds it.' }),
    places: z.array(listedPlaceSchema).meta({
      description: 'Every city and municipality of the region, by PSGC code; with q, those whose name or one of whose barangays holds it.',
    }),
  })
  .register(openApiComponents, { id: 'PlacesAnswer' });

export const placeLinksSchema = z
  .object({
    self: hrefSchema,
    province: hrefSchema.nullable(),
    outlooks: hrefSchema.nullable().meta({ description: 'Null for a province: outlooks are read per city or municipality.' }),
    calendars: hrefSchema,
    recommendations: hrefSchema.nullable().meta({ description: 'Null for a province, as for outlooks.' }),
    bulletins: hrefSchema,
  })
  .register(openApiComponents, { id: 'PlaceLinks' });

export const placeAnswerSchema = z
  .object({
    psgc: psgcSchema,
    name: z.string(),
    kind: z.enum(['province', 'city', 'municipality']),
    province: placeRefSchema.nullable().meta({ description: 'The province of a city or municipality; null for a province.' }),
    centroid: centroidSchema.nullable(),
    places: z.array(placeSummarySchema).meta({ description: "A province's cities and municipalities; empty for a city or municipality." }),
    links: placeLinksSchema,
  })
  .register(openApiComponents, { id: 'PlaceAnswer' });

export type PlaceSummary = z.output<typeof placeSummarySchema>;
export type PlacesAnswer = z.output<typeof placesAnswerSchema>;
export type PlaceAnswer = z.output<typeof placeAnswerSchema>;

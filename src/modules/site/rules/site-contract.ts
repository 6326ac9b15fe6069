import { z } from 'zod';
import { operation } from '@/platform/contracts/api-operation';

const publicRead = { kind: 'public' } as const;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** What is wrong, in words for the operator; empty when ok. */
  problems: z.array(z.string()),
  database: z.object({ kind: z.string(), reachable: z.boolean() }),
  /** `applied` is null when the database could not be asked. */
  migrations: z.object({ applied: z.number().int().nullable(), expected: z.number().int(), current: z.boolean() }),
  version: z.string(),
  build: z.string().nullable(),
  process: z.object({ uptimeSeconds: z.number(), memory: z.object({ rssMb: z.number(), heapUsedMb: z.number(), heapTotalMb: z.number() }) }),
});

export const previewQuerySchema = z
  .object({
    i: z.uuid('i must be an issuance id').optional(),
    state: z.enum(['ended'], { error: 'state must be ended' }).optional(),
  })
  .strict();

const document = z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document.' });

/** The calls that belong to no feature: health, the language switch, previews, the API's own description. */
export const SITE_CONTRACT = {
  health: operation({
    method: 'GET',
    path: '/api/health',
    tag: 'Site',
    summary: 'For load balancers and monitors: 200 when this instance can serve, 503 (the same body) naming what is wrong',
    access: publicRead,
    output: healthSchema,
  }),
  locale: operation({
    method: 'POST',
    path: '/api/locale',
    tag: 'Site',
    summary:
      "The staff pages' language switch (a form field `locale`, en or tl): remembers the choice for `/admin` pages and returns to the page it came from (public pages link to their other language's address instead)",
    access: publicRead,
    upload: { field: 'locale', description: 'en or tl, as a form field.', type: 'application/x-www-form-urlencoded' },
    status: 303,
  }),
  preview: operation({
    method: 'GET',
    path: '/previews/{path}',
    tag: 'Site',
    summary: "A page's link preview (og:image), 1200 × 630 PNG",
    access: publicRead,
    input: previewQuerySchema,
    params: z.object({
      path: z
        .array(z.string())
        .min(1)
        .meta({ description: 'The address of the page previewed, its locale first and `.png` last: `en/weather-services/ten-day/laguna.png`.' }),
    }),
    produces: { type: 'image/png', description: 'The preview.' },
  }),
  staffDocument: operation({
    method: 'GET',
    path: '/api/openapi-staff.json',
    tag: 'Site',
    summary: "This document: the portal's own calls, generated from the feature contracts the routes are built from",
    access: { kind: 'action', action: 'adminArea.use' },
    input: z.object({}).strict(),
    output: document,
  }),
};

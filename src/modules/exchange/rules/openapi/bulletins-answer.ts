import { z } from 'zod';
import { BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';
import { isoInstantSchema, openApiComponents, placeRefSchema, uuidSchema } from './open-api-components';

export const bulletinSummarySchema = z
  .object({
    id: uuidSchema,
    type: z.enum(BULLETIN_TYPES),
    reference: z.string(),
    title: z.string(),
    language: z.enum(['en', 'tag']),
    province: z.string(),
    municipality: z.string(),
    crop: z.string(),
    period: z.string(),
    createdAt: isoInstantSchema,
    size: z.number().int().meta({ description: 'Bytes of the PDF.' }),
    isDemo: z.boolean(),
    links: z.object({ html: z.string(), pdf: z.string() }),
  })
  .register(openApiComponents, { id: 'BulletinSummary' });

export const bulletinsAnswerSchema = z
  .object({
    place: placeRefSchema,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    bulletins: z.array(bulletinSummarySchema).meta({ description: 'Newest first.' }),
    links: z.object({ next: z.string().nullable(), previous: z.string().nullable() }),
  })
  .register(openApiComponents, { id: 'BulletinsAnswer' });

export type BulletinsAnswer = z.output<typeof bulletinsAnswerSchema>;

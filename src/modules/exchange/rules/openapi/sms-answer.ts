import { z } from 'zod';
import { BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';
import { SMS_ENCODINGS } from '@/modules/sms/rules/sms-limits';
import { isoInstantSchema, openApiComponents, placeRefSchema, uuidSchema } from './open-api-components';

export const smsTextSchema = z
  .object({
    id: uuidSchema.meta({ description: "The bulletin's id." }),
    type: z.enum(BULLETIN_TYPES),
    reference: z.string(),
    language: z.enum(['en', 'tag']),
    province: z.string(),
    municipality: z.string(),
    crop: z.string(),
    period: z.string(),
    publishedAt: isoInstantSchema,
    text: z.string().meta({ description: 'The SMS text as the office sends it: at most 2 parts.' }),
    encoding: z.enum(SMS_ENCODINGS).meta({ description: 'GSM-7 (160 characters one SMS, 153 a part) or UCS-2 (70, 67).' }),
    characters: z.number().int(),
    parts: z.number().int(),
    links: z.object({ html: z.string(), pdf: z.string() }),
  })
  .register(openApiComponents, { id: 'SmsText' });

export const smsTextsAnswerSchema = z
  .object({
    place: placeRefSchema,
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    texts: z.array(smsTextSchema).meta({ description: 'Newest first.' }),
    links: z.object({ next: z.string().nullable(), previous: z.string().nullable() }),
  })
  .register(openApiComponents, { id: 'SmsTextsAnswer' });

export type SmsTextsAnswer = z.output<typeof smsTextsAnswerSchema>;

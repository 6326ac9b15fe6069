import { z } from 'zod';
import { withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { BULLETIN_LANGUAGES } from '@/modules/bulletins/rules/bulletin-document';
import { CONSENT_METHODS, SUBSCRIBER_STATES } from './phonebook';

const tag = 'SMS';
const phonebook = { kind: 'action', action: 'sms.phonebook' } as const;
const numbers = { kind: 'action', action: 'sms.numbers' } as const;
const nothing = z.object({}).strict();
const subscriberParams = z.object({ id: z.uuid('the subscriber id is not valid') });

const subscriberSchema = z.object({
  id: z.string(),
  phone: z.string().nullable().meta({ description: 'Masked (`+63 917 ••• ••67`) unless a superadmin asked with `full=true`; null once erased.' }),
  name: z.string().nullable(),
  state: z.enum(SUBSCRIBER_STATES),
  consentAt: z.string(),
  consentMethod: z.enum(CONSENT_METHODS),
  source: z.string(),
  stoppedAt: z.string().nullable(),
  erased: z.boolean(),
  subscriptions: z.array(z.object({ municipalityPsgc: z.string(), cropKey: z.string(), language: z.enum(BULLETIN_LANGUAGES) })),
});

export const subscribersQuerySchema = z
  .object({
    municipality: z
      .string()
      .regex(/^\d{10}$/, 'municipality must be a PSGC code of 10 digits')
      .optional(),
    crop: z.string().trim().min(1).max(60).optional(),
    language: z.enum(BULLETIN_LANGUAGES, { error: 'language must be en or tag' }).optional(),
    state: z.enum(SUBSCRIBER_STATES, { error: `state must be one of ${SUBSCRIBER_STATES.join(', ')}` }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    full: z
      .enum(['true', 'false'], { error: 'full must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .strict();

export const contactSchema = z
  .object({
    name: z.string().trim().max(100, 'name: at most 100 characters').default(''),
    cellnumber: z.string({ error: 'cellnumber is required' }).trim().min(1, 'cellnumber is required').max(40),
  })
  .strict();

export const PHONEBOOK_CONTRACT = {
  import: operation({
    method: 'POST',
    path: '/api/sms/subscribers/import',
    tag,
    summary: "An office's list of farmers' numbers (CSV or .xlsx): all rows or none",
    description:
      'Headings `phone, province, municipality, crop, language, consented_at, source` and optionally `name`. Numbers become E.164; a number on several rows merges; numbers that asked to stop are not subscribed again. Every problem is named by row and column.',
    access: phonebook,
    upload: { field: 'file', description: 'The list.' },
    output: withMessage({
      file: z.string(),
      numbers: z.number().int(),
      added: z.number().int(),
      updated: z.number().int(),
      subscriptionsAdded: z.number().int(),
      optedOut: z.number().int(),
    }),
    status: 201,
  }),
  template: operation({
    method: 'GET',
    path: '/api/sms/subscribers/template',
    tag,
    summary: "The phonebook list's template: its headings and one example row",
    access: phonebook,
    input: nothing,
    produces: { type: 'text/csv', description: 'The template.' },
  }),
  list: operation({
    method: 'GET',
    path: '/api/sms/subscribers',
    tag,
    summary: 'A page of the phonebook (50), newest first; numbers masked unless a superadmin asks for them in full (audited)',
    access: phonebook,
    input: subscribersQuerySchema,
    output: z.object({ items: z.array(subscriberSchema), total: z.number().int(), page: z.number().int(), pages: z.number().int() }),
  }),
  stop: operation({
    method: 'POST',
    path: '/api/sms/subscribers/{id}/stop',
    tag,
    summary: 'Stops all sending to a number at once',
    access: phonebook,
    params: subscriberParams,
    input: nothing,
    output: withMessage({}),
  }),
  erase: operation({
    method: 'DELETE',
    path: '/api/sms/subscribers/{id}',
    tag,
    summary: "Erases a farmer's number and name on request; the number goes on the do-not-text list as a keyed hash",
    access: numbers,
    params: subscriberParams,
    input: nothing,
    output: withMessage({}),
  }),
  export: operation({
    method: 'GET',
    path: '/api/sms/subscribers/{id}/export',
    tag,
    summary: 'Everything kept about one number, for that farmer (the only plain-text export; audited without the number)',
    access: numbers,
    params: subscriberParams,
    input: nothing,
    produces: { type: 'application/json; charset=utf-8', description: "The farmer's data as a JSON file to download." },
  }),
  addContact: operation({
    method: 'POST',
    path: '/api/contact',
    tag,
    summary: "The original portal's call: adds a number to the phonebook (`{name, cellnumber}`)",
    access: phonebook,
    input: contactSchema,
    output: withMessage({ id: z.string(), created: z.boolean() }),
    status: 201,
  }),
  contacts: operation({
    method: 'GET',
    path: '/api/contacts',
    tag,
    summary: "The original portal's call: the phonebook as `{name, cellnumber}`, masked; in full only when a superadmin asks (`full=true`, audited)",
    access: phonebook,
    input: z
      .object({
        full: z
          .enum(['true', 'false'], { error: 'full must be true or false' })
          .default('false')
          .transform((value) => value === 'true'),
      })
      .strict(),
    output: z.array(z.object({ name: z.string(), cellnumber: z.string() })),
  }),
};

import { z } from 'zod';
import { withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { BULLETIN_LANGUAGES, BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';
import { BULLETIN_STATES } from '@/modules/bulletins/rules/bulletin-state';
import { SMS_ENCODINGS } from './sms-limits';

const tag = 'SMS';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Longer than any text of two parts (306 characters), so the service can say by how much it is over; anything beyond is not a text. */
export const SMS_TEXT_MAX_LENGTH = 2000;

export const smsTextBodySchema = z
  .object({
    smsText: z
      .string({ error: 'smsText must be the text, or null for the one made from the bulletin' })
      .max(SMS_TEXT_MAX_LENGTH, `smsText is longer than ${SMS_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`)
      .nullable(),
  })
  .strict();

/** A bulletin's SMS text as staff see it: the one that is sent, the one made from the bulletin, and its count. */
export const smsTextViewSchema = z.object({
  bulletinId: z.string(),
  state: z.enum(BULLETIN_STATES),
  /** What is exported and published: staff's text, else the composed one. */
  text: z.string(),
  composedText: z.string(),
  /** The standard closing line every text of this bulletin ends with (where farmers find official warnings); counted in the text. */
  closingLine: z.string(),
  /** Staff changed it: `text` is theirs. */
  edited: z.boolean(),
  /** Only drafts and bulletins in review: after approval the text is what was published. */
  editable: z.boolean(),
  encoding: z.enum(SMS_ENCODINGS),
  characters: z.number().int(),
  parts: z.number().int(),
});
export type SmsTextView = z.output<typeof smsTextViewSchema>;

// The export page's GET form sends an empty field for "All": the same as leaving it out.
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const smsExportQuerySchema = z
  .object({
    place: z
      .string({ error: 'place is required: the 10-digit PSGC code of a province, city or municipality' })
      .regex(/^\d{10}$/, 'place must be the 10-digit PSGC code of a province, city or municipality'),
    type: z.preprocess(emptyAsAbsent, z.enum(BULLETIN_TYPES, { error: `type must be ${BULLETIN_TYPES.join(', ')}` }).optional()),
    language: z.preprocess(emptyAsAbsent, z.enum(BULLETIN_LANGUAGES, { error: `language must be ${BULLETIN_LANGUAGES.join(' or ')}` }).optional()),
  })
  .strict();
export type SmsExportQuery = z.output<typeof smsExportQuerySchema>;

export const SMS_CONTRACT = {
  save: operation({
    method: 'PUT',
    path: '/api/bulletins/{id}/sms',
    tag,
    summary: "Changes a bulletin's SMS text before approval (null or empty: the text made from the bulletin again)",
    description:
      'For drafts and bulletins in review, by their author or a reviewer. The text ends with the standard closing line in the ' +
      "bulletin's language (`closingLine` in the answer), added after a space when it does not already end with it; with it, the text " +
      'must fit in 2 SMS parts (306 GSM-7 characters, or 134 when a character outside GSM-7 makes it UCS-2). ' +
      'A published or withdrawn bulletin answers 409.',
    access: { kind: 'action', action: 'bulletin.create' },
    input: smsTextBodySchema,
    params: z.object({ id: z.string().regex(UUID, 'the bulletin id in the address is not valid') }),
    output: withMessage({ sms: smsTextViewSchema }),
    notFound: { description: 'No bulletin has the id.' },
  }),
  export: operation({
    method: 'GET',
    path: '/api/sms/export',
    tag,
    summary: 'The SMS texts of the published bulletins of a province, city or municipality, as CSV for the bulk-SMS service',
    description:
      'Newest first: reference, province, municipality, crop, type, language, period, published_at (Philippine time), parts, encoding, ' +
      'characters, text and the web address of the bulletin. A text never starts with = + - or @, so no spreadsheet reads it as a formula.',
    access: { kind: 'action', action: 'adminArea.use' },
    input: smsExportQuerySchema,
    produces: { type: 'text/csv', description: 'The texts, one bulletin a row.' },
    notFound: { description: 'No province, city or municipality has the code.' },
  }),
};

import 'server-only';
import type { bulletin } from '@/db/schema';
import type { SmsTextView } from '@/modules/sms/rules/sms-contract';
import { composeSmsText } from '@/modules/sms/rules/compose-sms-text';
import { countSms } from '@/modules/sms/rules/count-sms';
import { SMS_WORDS } from '@/modules/sms/rules/sms-words';

type SmsRow = Pick<typeof bulletin.$inferSelect, 'id' | 'state' | 'document' | 'smsText'>;

/** A bulletin's SMS text is staff's when they wrote one, else the one composed from its document (composed again on each read: the document never changes). */
export function toSmsTextView(row: SmsRow): SmsTextView {
  const composedText = composeSmsText(row.document);
  const text = row.smsText ?? composedText;
  const { encoding, characters, parts } = countSms(text);
  return {
    bulletinId: row.id,
    state: row.state,
    text,
    composedText,
    closingLine: SMS_WORDS[row.document.language].closing,
    // A text frozen when the bulletin went to review is the composed one unless staff changed it.
    edited: row.smsText !== null && row.smsText !== composedText,
    editable: row.state === 'draft' || row.state === 'in_review',
    encoding,
    characters,
    parts,
  };
}

import 'server-only';
import { composeSmsText } from '@/modules/sms/rules/compose-sms-text';
import { countSms } from '@/modules/sms/rules/count-sms';
import { SMS_WORDS } from '@/modules/sms/rules/sms-words';
import { MAX_SMS_PARTS } from '@/modules/sms/rules/sms-limits';
import type { ReviewFacts } from '@/modules/bulletins/rules/review-checks';
import type { ReviewRow } from './load-bulletins-for-review';

/** How the bulletin's SMS text counts, and whether it ends with the closing line: the one staff edited, else the one composed from the bulletin. */
export function readSmsFacts(row: Pick<ReviewRow, 'smsText' | 'document'>): ReviewFacts['sms'] {
  const text = row.smsText ?? composeSmsText(row.document);
  const count = countSms(text);
  return {
    parts: count.parts,
    maxParts: MAX_SMS_PARTS,
    encoding: count.encoding,
    offenders: count.ucs2Characters.map((c) => c.character),
    closed: text.trimEnd().endsWith(SMS_WORDS[row.document.language].closing),
  };
}

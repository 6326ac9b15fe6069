import 'server-only';
import { composeSmsText } from '@/domain/sms/compose-sms-text';
import { countSms } from '@/domain/sms/count-sms';
import { MAX_SMS_PARTS } from '@/domain/sms/sms-limits';
import type { ReviewFacts } from '@/domain/review/review-checks';
import type { ReviewRow } from './load-bulletins-for-review';

/** How the bulletin's SMS text counts: the one staff edited, else the one composed from the bulletin. */
export function readSmsFacts(row: Pick<ReviewRow, 'smsText' | 'document'>): ReviewFacts['sms'] {
  const count = countSms(row.smsText ?? composeSmsText(row.document));
  return { parts: count.parts, maxParts: MAX_SMS_PARTS, encoding: count.encoding, offenders: count.ucs2Characters.map((c) => c.character) };
}

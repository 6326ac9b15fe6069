import 'server-only';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import { normalizeSmsText, smsTextProblem, withClosingLine, withoutClosingLine } from '@/modules/sms/rules/check-sms-text';
import { composeSmsText } from '@/modules/sms/rules/compose-sms-text';
import { countSms } from '@/modules/sms/rules/count-sms';
import type { SmsTextView } from '@/modules/sms/rules/sms-contract';
import { SMS_WORDS } from '@/modules/sms/rules/sms-words';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { toSmsTextView } from './to-sms-text-view';

/**
 * Staff's SMS text for a bulletin before approval: by its author or a reviewer, while it is a draft or in
 * review (what was approved is what was published). In review the text is frozen: changing it sends the
 * bulletin back to draft. Every text ends with the standard closing line in the bulletin's language
 * (where farmers find official warnings): staff write what comes before it, and it is added when the text
 * does not already end with it, then counted with the text. Null, an empty text (or the closing line
 * alone) or the composed text itself stores none, so the bulletin follows its composed text again. A text
 * over 2 parts with its closing line, one holding a closing line before its end, or one a spreadsheet
 * would run as a formula, is refused with what to change.
 */
export async function saveSmsText(db: Database, bulletinId: string, smsText: string | null, user: StaffUser): Promise<SmsTextView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: bulletin.id,
        ownerId: bulletin.ownerId,
        reference: bulletin.reference,
        state: bulletin.state,
        document: bulletin.document,
        smsText: bulletin.smsText,
      })
      .from(bulletin)
      .where(eq(bulletin.id, bulletinId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', `There is no bulletin ${bulletinId}.`);
    if (row.ownerId !== user.id && !can(user, 'bulletin.smsOthers'))
      throw new AppError('FORBIDDEN', 'Only the staff member who saved this bulletin, or a reviewer, may change its SMS text.');
    if (row.state === 'published' || row.state === 'withdrawn') {
      throw new AppError('CONFLICT', `Bulletin ${row.reference} is ${row.state}: its SMS text can no longer be changed.`, {
        details: { state: row.state },
      });
    }
    const closingLine = SMS_WORDS[row.document.language].closing;
    const written = normalizeSmsText(withoutClosingLine(normalizeSmsText(smsText) ?? '', closingLine));
    const wanted = written === null ? null : withClosingLine(written, closingLine);
    const composed = composeSmsText(row.document);
    const stored = wanted === null || wanted === composed ? null : wanted;
    const problem = stored === null ? null : smsTextProblem(stored, closingLine);
    if (problem) {
      const { parts, encoding, characters } = countSms(stored!);
      throw new AppError('UNPROCESSABLE', problem, { details: { parts, encoding, characters } });
    }
    // The text was frozen when the bulletin went to review: the reviewer approves what they read. A
    // change sends it back to draft; saving the same text again changes nothing.
    if (row.state === 'in_review' && (stored ?? composed) === (row.smsText ?? composed)) return toSmsTextView(row);
    const backToDraft = row.state === 'in_review';
    const changes = backToDraft
      ? { smsText: stored, state: 'draft' as const, reviewBatchId: null, reviewComment: 'The SMS text was changed after it was sent to review.' }
      : { smsText: stored };
    await tx.update(bulletin).set(changes).where(eq(bulletin.id, bulletinId));
    const view = toSmsTextView({ ...row, ...changes });
    await writeAudit(tx, {
      actor: { id: user.id },
      action: 'bulletin.sms',
      target: bulletinId,
      summary: { reference: row.reference, edited: view.edited, parts: view.parts, encoding: view.encoding, characters: view.characters, backToDraft },
    });
    return view;
  });
}

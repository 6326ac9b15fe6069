import 'server-only';
import { queueBulletinTexts } from '@/modules/sms/queue/queue-bulletin-texts';
import { requestSmsSending } from '@/modules/sms/queue/request-sms-sending';
import { changePublicData } from '@/platform/cache/change-public-data';
import { createHash } from 'node:crypto';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import { unacknowledgedWarnings, type ReviewFinding } from '@/modules/bulletins/rules/review-checks';
import { auditActor } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getBulletinLogos } from '@/modules/bulletins/server/get-bulletin-logos';
import { getBulletinMap, type BulletinMap } from '@/modules/bulletins/server/get-bulletin-map';
import { renderBulletinPdfOffThread } from '@/modules/bulletins/server/render-bulletin-pdf-off-thread';
import { getBaseUrl } from '@/platform/request/get-base-url';
import { bulletinPagePath } from '@/modules/bulletins/server/bulletin-page-path';
import { gatherReviewFindings } from './gather-review-findings';
import { bulletinAdvisoryKey } from '@/modules/sms/rules/bulletin-advisory-key';
import { composeSmsText } from '@/modules/sms/rules/compose-sms-text';
import { loadBulletinsForReview } from './load-bulletins-for-review';
import { moveBulletin } from './move-bulletin';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Each refused bulletin with what stands in its way, for the reviewer's screen. */
type Refusal = { id: string; reference: string; findings: ReviewFinding[] };

/**
 * Approves bulletins in review, which publishes them. All or none: any block, or any warning the
 * reviewer did not tick, refuses the whole step with the list per bulletin. The published PDF is
 * drawn again with the approval block and the QR code of its address; the draft's PDF said DRAFT.
 * An admin reviewer does not approve their own bulletin (a second pair of eyes is the point);
 * a superadmin, who answers for the office, may.
 */
export async function approveBulletins(
  db: Database,
  ids: readonly string[],
  acknowledged: readonly string[],
  reviewer: StaffUser,
): Promise<{ count: number; publishedAt: Date; ownCount: number }> {
  const rows = await loadBulletinsForReview(db, ids, 'in_review', 'approved');
  if (!can(reviewer, 'bulletin.approveOwn')) {
    const own = rows.filter((row) => row.ownerId === reviewer.id);
    if (own.length > 0) throw new AppError('FORBIDDEN', `Another reviewer must approve your own bulletins: ${own.map((row) => row.reference).join(', ')}.`);
  }

  const blocked: Refusal[] = [];
  const unticked: Refusal[] = [];
  for (const row of rows) {
    const findings = await gatherReviewFindings(db, row);
    const blocks = findings.filter((finding) => finding.level === 'block');
    if (blocks.length > 0) blocked.push({ id: row.id, reference: row.reference, findings: blocks });
    const open = unacknowledgedWarnings(findings, acknowledged);
    if (open.length > 0) unticked.push({ id: row.id, reference: row.reference, findings: open });
  }
  const describe = (refusals: Refusal[]) => refusals.map((r) => `${r.reference}: ${r.findings.map((f) => f.message).join(' ')}`).join(' ');
  if (blocked.length > 0) throw new AppError('CONFLICT', `Cannot be approved. ${describe(blocked)}`, { details: { reason: 'blocked', bulletins: blocked } });
  if (unticked.length > 0)
    throw new AppError('CONFLICT', `Tick each warning to approve. ${describe(unticked)}`, { details: { reason: 'warnings', bulletins: unticked } });

  const publishedAt = new Date();
  const approvedBy = reviewer.name || reviewer.email;
  const logos = await getBulletinLogos();
  const rendered: { row: (typeof rows)[number]; pdf: Buffer; map: BulletinMap }[] = [];
  for (const row of rows) {
    const map = await getBulletinMap(db, row.document);
    const approval = { preparedBy: row.ownerName ?? row.ownerEmail, approvedBy, approvedAt: publishedAt, samePerson: row.ownerId === reviewer.id };
    const stamp = {
      issuedAt: publishedAt,
      reference: row.reference,
      webAddress: `${getBaseUrl()}${bulletinPagePath(row.id, row.document.language)}`,
      approval,
    };
    rendered.push({ row, map, pdf: (await renderBulletinPdfOffThread(row.document, map, stamp, logos)).pdf });
  }

  await changePublicData(db, async (tx) => {
    for (const { row, pdf, map } of rendered) {
      await moveBulletin(
        tx,
        row,
        {
          state: 'published',
          publishedAt,
          approvedById: reviewer.id,
          approvedByName: approvedBy,
          approvedByEmail: reviewer.email,
          acknowledgedWarnings: [...new Set(acknowledged)],
          // Frozen as approved: a later change to how texts are composed must not change a published one.
          smsText: row.smsText ?? composeSmsText(row.document),
          pdf,
          pdfSize: pdf.length,
          pdfSha256: sha256(pdf),
          // The HTML view keeps showing the map this PDF printed.
          publishedMap: map,
        },
        'approved',
      );
      const smsText = row.smsText ?? composeSmsText(row.document);
      const texts = await queueBulletinTexts(tx, {
        id: row.id,
        municipalityPsgc: row.municipalityPsgc,
        cropKey: row.cropKey,
        language: row.language,
        smsText,
        advisoryKey: bulletinAdvisoryKey(row.document),
      });
      await writeAudit(tx, {
        actor: auditActor(reviewer),
        action: 'bulletin.approve',
        target: row.id,
        summary: { reference: row.reference, batch: row.reviewBatchId, acknowledged: [...new Set(acknowledged)], bytes: pdf.length, texts },
      });
    }
  });
  await requestSmsSending();
  return { count: rows.length, publishedAt, ownCount: rows.filter((row) => row.ownerId === reviewer.id).length };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { BulletinView } from '@/modules/bulletins/components/bulletin-view';
import { ReviewActions } from '@/modules/bulletins/components/review/review-actions';
import { ReviewFindings } from '@/modules/bulletins/components/review/review-findings';
import { WithdrawForm } from '@/modules/bulletins/components/review/withdraw-form';
import { PageHeading } from '@/modules/site/components/page-heading';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { can } from '@/modules/staff/rules/can';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { bulletinWords } from '@/modules/bulletins/server/bulletin-words';
import { getBulletin } from '@/modules/bulletins/server/get-bulletin';
import { getBulletinViewMap } from '@/modules/bulletins/server/get-bulletin-view-map';
import { gatherReviewFindings } from '@/modules/bulletins/server/review/gather-review-findings';
import { WhatChanged } from '@/modules/bulletins/components/what-changed';
import { describeChanges } from '@/modules/bulletins/rules/describe-changes';
import { findPreviousBulletin } from '@/modules/bulletins/server/find-previous-bulletin';
import { SmsTextForm } from '@/modules/sms/components/admin/sms-text-form';
import { getSmsText } from '@/modules/sms/server/get-sms-text';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Review a bulletin', robots: { index: false } };

type Props = { params: Promise<{ locale: string; id: string }> };

const STATE = { draft: 'Draft', in_review: 'In review', published: 'Published', withdrawn: 'Withdrawn' } as const;

/** One bulletin as the reviewer sees it before approving: checks, what changed, its SMS text and the page the public will get. */
export default withDb(async function ReviewBulletinPage(db, props: Props) {
  await resolvePageLocale(props);
  const { id } = await props.params;
  const user = await requireStaffPage(db, `/admin/review/${id}`);
  const found = /^[0-9a-f-]{36}$/.test(id) ? await getBulletin(db, id, 'staff') : null;
  if (!found) notFound();
  const { report, document, row } = found;
  const findings = await gatherReviewFindings(db, row);
  const previous = await findPreviousBulletin(db, id);
  const sms = await getSmsText(db, id);
  const reviewer = can(user, 'bulletin.review');
  return (
    <>
      <AdminNav current="/admin/review" user={user} />
      <PageHeading title={`${STATE[row.state]}: ${report.reference}`} lead={`${report.title} — ${report.municipality}, ${report.province} — ${report.crop}`} />
      <dl className="mb-4 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">Prepared by</dt>
        <dd>{row.ownerName ?? row.ownerEmail}</dd>
        <dt className="font-medium">Saved</dt>
        <dd>{staffDateTime(row.dateCreated)}</dd>
        {row.submittedAt ? (
          <>
            <dt className="font-medium">Sent to review</dt>
            <dd>{staffDateTime(row.submittedAt)}</dd>
          </>
        ) : null}
        {row.publishedAt ? (
          <>
            <dt className="font-medium">Approved</dt>
            <dd>
              {staffDateTime(row.publishedAt)} by {row.approvedByName}
            </dd>
          </>
        ) : null}
        {row.reviewComment ? (
          <>
            <dt className="font-medium">Reviewer&apos;s comment</dt>
            <dd>{row.reviewComment}</dd>
          </>
        ) : null}
        <dt className="font-medium">PDF</dt>
        <dd>
          <a href={`/api/review/${id}/pdf`}>Open the PDF{row.state === 'published' ? '' : ' (marked DRAFT)'}</a>
        </dd>
      </dl>
      <div className="mb-6">
        <WhatChanged changes={describeChanges(previous?.document ?? null, document)} previous={previous} language={document.language} full />
      </div>
      {row.state === 'draft' || row.state === 'in_review' ? (
        <section aria-labelledby="checks" className="mb-6">
          <h2 id="checks" className="mb-2 text-xl font-semibold">
            Checks before approval
          </h2>
          <ReviewFindings findings={findings} />
          {row.state === 'in_review' && reviewer ? <ReviewActions ids={[id]} findings={findings} label={report.reference} /> : null}
        </section>
      ) : null}
      {sms ? (
        <section aria-labelledby="sms" className="mb-6">
          <h2 id="sms" className="mb-2 text-xl font-semibold">
            SMS text
          </h2>
          <SmsTextForm sms={sms} />
        </section>
      ) : null}
      {row.state === 'published' && reviewer ? (
        <section aria-labelledby="withdraw" className="mb-6">
          <h2 id="withdraw" className="mb-2 text-xl font-semibold">
            Withdraw
          </h2>
          <WithdrawForm id={id} reference={report.reference} />
        </section>
      ) : null}
      <section aria-labelledby="as-published" className="rounded-lg border border-neutral-300 p-3">
        <h2 id="as-published" className="mb-2 text-xl font-semibold">
          The page the public will see
        </h2>
        <BulletinView document={document} report={report} map={getBulletinViewMap(db, id, document)} words={bulletinWords(document)} />
      </section>
    </>
  );
});

import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { FeedbackCommentTable } from '@/modules/feedback/components/feedback-comment-table';
import { FeedbackTallies } from '@/modules/feedback/components/feedback-tallies';
import { PageHeading } from '@/modules/site/components/page-heading';
import { can } from '@/modules/staff/rules/can';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { listFeedbackComments } from '@/modules/feedback/server/list-feedback-comments';
import { listFeedbackCounts } from '@/modules/feedback/server/list-feedback-counts';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Feedback', robots: { index: false } };

const QUEUE_SIZE = 100;
const SHOWN_SIZE = 50;
// An API address, not a page: a plain link so the browser downloads the file.
const CSV_HREF = '/api/feedback/export';

/** Readers' answers to "Was this useful?": counts for all staff; the comment queue's Show and Hide for reviewers. */
export default withDb(async function FeedbackPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/feedback');
  const canModerate = can(user, 'bulletin.review');
  const [counts, held, shown] = await Promise.all([
    listFeedbackCounts(db),
    listFeedbackComments(db, 'held', QUEUE_SIZE),
    listFeedbackComments(db, 'shown', SHOWN_SIZE),
  ]);
  return (
    <>
      <AdminNav current="/admin/feedback" user={user} />
      <PageHeading
        title="Feedback"
        lead="Readers' answers to “Was this useful?” under published bulletins, and farmers' replies to the bulletins' texts (marked “By text”). Comments are held until a reviewer shows them; no one's name or address is kept. Times are Manila time."
      />
      <p className="mb-4 text-sm">
        <a href={CSV_HREF} className="inline-flex min-h-11 items-center" download>
          Download every answer as CSV
        </a>
      </p>
      <h2 className="mb-2 text-lg font-bold">Answers</h2>
      <FeedbackTallies counts={counts} />
      <h2 className="mb-2 text-lg font-bold">Comments waiting for review</h2>
      {canModerate ? null : <p className="mb-2 text-sm">Reviewers (superadmins, and admins given the reviewer right) show or hide comments.</p>}
      {held.total === 0 ? (
        <p className="mb-6">No comment is waiting.</p>
      ) : (
        <FeedbackCommentTable
          caption={held.total > held.comments.length ? `The ${held.comments.length} oldest of ${held.total} held comments` : `${held.total} held, oldest first`}
          comments={held.comments}
          canModerate={canModerate}
          testId="feedback-held"
        />
      )}
      <h2 className="mt-6 mb-2 text-lg font-bold">Comments shown under their bulletins</h2>
      {shown.total === 0 ? (
        <p>None is shown.</p>
      ) : (
        <FeedbackCommentTable
          caption={
            shown.total > shown.comments.length
              ? `The ${shown.comments.length} most recently shown of ${shown.total}`
              : `${shown.total} shown, most recent first`
          }
          comments={shown.comments}
          canModerate={canModerate}
          testId="feedback-shown"
        />
      )}
    </>
  );
});

import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { ReviewActions } from '@/modules/bulletins/components/review/review-actions';
import { ReviewFindings } from '@/modules/bulletins/components/review/review-findings';
import { SubmitDraftsForm } from '@/modules/bulletins/components/review/submit-drafts-form';
import { EmptyState } from '@/modules/site/components/empty-state';
import { PageHeading } from '@/modules/site/components/page-heading';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { can } from '@/modules/staff/rules/can';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { listReviewQueue } from '@/modules/bulletins/server/review/list-review-queue';
import { listSignalChanges } from '@/modules/bulletins/server/review/list-signal-changes';
import { RemakeForm } from '@/modules/bulletins/components/review/remake-form';
import { SIGNAL_NAMES } from '@/modules/weather/components/admin/signal-names';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Review bulletins', robots: { index: false } };

const LANGUAGE = { en: 'English', tag: 'Tagalog' } as const;

/** Drafts go to review in batches; reviewers approve (publish) or send back each batch with its per-place list. */
export default withDb(async function ReviewPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/review');
  const [queue, changes] = await Promise.all([listReviewQueue(db, user), listSignalChanges(db)]);
  const reviewer = can(user, 'bulletin.review');
  return (
    <>
      <AdminNav current="/admin/review" user={user} />
      <PageHeading
        title="Review bulletins"
        lead="A saved bulletin is a draft, seen by staff only. Send drafts to review; a superadmin or an admin with the reviewer right approves them, which publishes them, or sends them back with a comment."
      />
      {changes.length > 0 ? (
        <section aria-labelledby="signal-changed" className="mb-8 rounded-lg border-2 border-warning p-3" data-testid="signal-changes">
          <h2 id="signal-changed" className="mb-1 text-xl font-semibold">
            The signal changed for {changes.length === 1 ? '1 bulletin' : `${changes.length} bulletins`}
          </h2>
          <p className="mb-2 text-sm">
            A newer advisory raised, changed or lifted the signal of these places since their bulletins were made. Remake them from the advisory in force: they
            are saved as your drafts and sent to review as one batch. Published ones keep their address and now say what changed.
          </p>
          <RemakeForm
            changes={changes.map((change) => ({
              id: change.id,
              reference: change.reference,
              place: change.place,
              crop: change.crop,
              title: change.title,
              language: LANGUAGE[change.language],
              state: change.state.replace('_', ' '),
              change: `${change.then ? SIGNAL_NAMES[change.then] : 'No signal'} then, ${change.now ? SIGNAL_NAMES[change.now] : 'no signal'} now${change.advisoryNumber ? ` (advisory no. ${change.advisoryNumber})` : ''}.`,
            }))}
          />
        </section>
      ) : null}
      <section aria-labelledby="in-review" className="mb-8">
        <h2 id="in-review" className="mb-2 text-xl font-semibold">
          In review
        </h2>
        {queue.batches.length === 0 ? <EmptyState title="Nothing waits for review." /> : null}
        <ol className="grid gap-4">
          {queue.batches.map((batch) => {
            const label = batch.items.length === 1 ? batch.items[0]!.reference : `the batch of ${batch.items.length} bulletins`;
            return (
              <li key={batch.batchId} id={`batch-${batch.batchId}`} className="rounded-lg border border-neutral-300 p-3">
                <h3 className="font-semibold">
                  {batch.items.length === 1 ? '1 bulletin' : `Batch of ${batch.items.length} bulletins`}, sent {staffDateTime(batch.submittedAt)} by{' '}
                  {[...new Set(batch.items.map((item) => item.preparedBy))].join(', ')}
                </h3>
                <div className="overflow-x-auto">
                  <table className="mt-2 w-full text-left text-sm">
                    <caption className="sr-only">Bulletins of this batch, one line per place</caption>
                    <thead>
                      <tr>
                        <th scope="col" className="p-1">
                          Place
                        </th>
                        <th scope="col" className="p-1">
                          Bulletin
                        </th>
                        <th scope="col" className="p-1">
                          Checks
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {batch.items.map((item) => (
                        <tr key={item.id} className="border-t border-neutral-300 align-top">
                          <td className="p-1">
                            {item.municipality}, {item.province}
                          </td>
                          <td className="p-1">
                            <a href={`/admin/review/${item.id}`}>
                              {item.title} — {item.crop} ({LANGUAGE[item.language]})
                            </a>
                            <span className="block text-xs">{item.reference}</span>
                          </td>
                          <td className="p-1">
                            <ReviewFindings findings={item.findings} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {reviewer ? (
                  <ReviewActions ids={batch.items.map((item) => item.id)} findings={batch.items.flatMap((item) => item.findings)} label={label} />
                ) : (
                  <p className="mt-2 text-sm">A reviewer will approve or send it back.</p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="drafts">
        <h2 id="drafts" className="mb-2 text-xl font-semibold">
          Drafts
        </h2>
        {queue.drafts.length === 0 ? (
          <EmptyState title="No drafts. Bulletins made on the dashboard are saved here as drafts." />
        ) : (
          <SubmitDraftsForm
            drafts={queue.drafts.map((draft) => ({
              id: draft.id,
              reference: draft.reference,
              place: `${draft.municipality}, ${draft.province}`,
              crop: draft.crop,
              title: draft.title,
              language: LANGUAGE[draft.language],
              reviewComment: draft.reviewComment,
              blocked: draft.findings.some((finding) => finding.level === 'block'),
            }))}
          />
        )}
      </section>
    </>
  );
});

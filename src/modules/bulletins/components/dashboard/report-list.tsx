'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/platform/ui/button';
import { ConfirmDialog } from '@/platform/ui/dialog';
import { showToast } from '@/platform/ui/toast-store';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import type { ReportSummary } from './state/report-api';
import { deleteReport } from './state/reports-slice';
import type { DashboardDispatch, DashboardRootState } from './state/store';

const STATE_LABELS = { draft: 'Draft', in_review: 'In review', published: 'Published', withdrawn: 'Withdrawn' } as const;

/** Drafts and bulletins in review are not public: staff open them on the review page and fetch their PDF as staff. */
const viewAddress = (report: ReportSummary) => (report.state === 'published' || report.state === 'withdrawn' ? report.htmlUrl : `/admin/review/${report.id}`);
const pdfAddress = (report: ReportSummary) => (report.state === 'published' ? report.pdfUrl : `/api/review/${report.id}/pdf`);

/** The saved bulletins of this type, newest first, each to view, save (download), edit (as a new one) or delete. */
export function ReportList({ onEdit }: { onEdit: (report: ReportSummary) => void }) {
  const dispatch = useDispatch<DashboardDispatch>();
  const { list, status, error } = useSelector((state: DashboardRootState) => state.reports);
  const reportType = useSelector((state: DashboardRootState) => state.dashboard.reportType);
  const [deleting, setDeleting] = useState<ReportSummary | null>(null);
  const shown = list.filter((report) => report.type === reportType);
  const empty = error?.endsWith('Received empty data') || (status === 'fullfilled' && shown.length === 0);

  async function confirmDelete() {
    if (!deleting) return;
    const result = await dispatch(deleteReport({ type: deleting.type, docId: deleting.id }));
    setDeleting(null);
    if (deleteReport.fulfilled.match(result)) showToast('success', 'The bulletin was deleted.');
    else if (!result.meta.condition) showToast('error', result.payload?.reason ?? result.payload?.message ?? 'The bulletin was not deleted.');
  }

  return (
    <section aria-labelledby="saved-bulletins" className="mb-8">
      <h2 id="saved-bulletins" className="mb-3 text-xl font-bold">
        My saved bulletins
      </h2>
      {status === 'pending' && list.length === 0 ? <p role="status">Loading…</p> : null}
      {empty ? <p className="rounded-md border border-dashed border-neutral-400 bg-pale p-3">You have not saved a bulletin of this type yet.</p> : null}
      {error && !empty ? (
        <p role="alert" className="mb-3 text-sm font-semibold text-error">
          {error}
        </p>
      ) : null}
      <ul className="grid gap-2" data-testid="saved-reports">
        {shown.map((report) => (
          <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-300 p-3">
            <div>
              <p className="font-semibold">
                {report.municipality}, {report.province} — {report.crop} — {report.period}
              </p>

              <p className="text-sm text-neutral-700">
                {formatManilaDateTime(report.date_created._seconds * 1000, 'en')} · {report.reference} ·{' '}
                {report.request.language === 'tag' ? 'Tagalog' : 'English'} · <span className="font-medium">{STATE_LABELS[report.state]}</span>
                {report.state === 'draft' ? (
                  <>
                    {' · '}
                    <Link href="/admin/review">Send to review</Link>
                  </>
                ) : null}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="ghost">
                <Link href={viewAddress(report)} target="_blank" rel="noopener noreferrer" prefetch={false}>
                  View<span className="sr-only"> {report.reference} (opens a new tab)</span>
                </Link>
              </Button>
              <Button asChild variant="ghost">
                <a href={pdfAddress(report)} download={`${report.reference}.pdf`}>
                  Save PDF<span className="sr-only"> {report.reference}</span>
                </a>
              </Button>
              <Button variant="ghost" onClick={() => onEdit(report)}>
                Edit<span className="sr-only"> {report.reference} as a new bulletin</span>
              </Button>
              {/* Only a draft is deleted: one in review is the reviewer's, a published one a record. */}
              {report.state === 'draft' ? (
                <Button variant="destructiveOutline" onClick={() => setDeleting(report)}>
                  Delete<span className="sr-only"> {report.reference}</span>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title="Delete this bulletin?"
        description={<>{deleting?.reference} will be removed from the public archive. This cannot be undone.</>}
        confirm={
          <Button variant="destructive" onClick={confirmDelete} disabled={status === 'pending'}>
            Delete
          </Button>
        }
      />
    </section>
  );
}

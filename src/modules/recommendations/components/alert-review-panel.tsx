import { RichText } from '@/modules/calendar/components/rich-text';
import { approvalRefusal } from '@/modules/recommendations/rules/alert-advice';
import type { RecommendationStaffView } from '@/modules/recommendations/rules/recommendation-view';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';
import type { StaffUser } from '@/modules/staff/rules/account-levels';
import { can } from '@/modules/staff/rules/can';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import { AlertApprovalButtons } from './alert-approval-buttons';

const STANDING = {
  waiting: 'No reviewer has approved this advice: CAP alerts leave it out until one does.',
  approved: 'Approved: CAP alerts carry this advice as it stands.',
  changed: 'Changed since it was approved: CAP alerts carry the approved version below until a reviewer approves the change.',
} as const;

/**
 * Where advice stands for the CAP alerts' instructions (decision 090), and a reviewer's buttons. Shown
 * only for the advice the alerts carry, or carried once.
 */
export function AlertReviewPanel({ item, user }: { item: RecommendationStaffView; user: StaffUser }) {
  const { alert } = item;
  if (alert.state === 'none') return null;
  const reviewer = can(user, 'recommendation.approve');
  const refusal = approvalRefusal(
    { id: item.id, type: item.type, cropKey: item.crop, stage: item.stage, isDemo: item.isDemo, revision: alert.revision, updatedById: item.updatedById },
    { revision: alert.revision, reviewerId: user.id, mayApproveOwn: can(user, 'recommendation.approveOwn') },
  );
  const approvable = alert.state !== 'approved' && refusal === null;
  return (
    <section aria-labelledby="cap-alerts" className="mt-8 rounded-lg border border-neutral-300 p-4" data-testid="alert-review">
      <h2 id="cap-alerts" className="mb-2 text-xl font-bold">
        CAP alerts
      </h2>
      <p className={alert.state === 'approved' ? 'font-semibold' : 'font-semibold text-warning'}>
        {alert.state === 'approved' ? '✓ ' : '⚠ '}
        {STANDING[alert.state]}
      </p>
      {alert.approved ? (
        <p className="mt-1 text-sm">
          Approved by {alert.approved.approvedBy} on {formatManilaDateTime(new Date(alert.approved.approvedAt), 'en')} (revision {alert.approved.revision}
          ).
        </p>
      ) : null}
      {alert.state === 'changed' && alert.approved ? (
        <div className="mt-3 rounded-md bg-pale p-3">
          <p className="font-medium">
            The approved version: {alert.approved.farmOperation} · {triggerLabel('special', alert.approved.trigger)}
          </p>
          <RichText html={alert.approved.practice.en} />
          {alert.approved.practice.tl ? <RichText html={alert.approved.practice.tl} lang="tl" /> : null}
        </div>
      ) : null}
      {reviewer && refusal?.kind === 'own' && alert.state !== 'approved' ? <p className="mt-2 text-sm">{refusal.message}</p> : null}
      {reviewer ? (
        <AlertApprovalButtons id={item.id} revision={alert.revision} approve={approvable} withdraw={alert.approved !== null} />
      ) : (
        <p className="mt-2 text-sm">A superadmin, or an admin with the reviewer right, approves advice for the CAP alerts.</p>
      )}
    </section>
  );
}

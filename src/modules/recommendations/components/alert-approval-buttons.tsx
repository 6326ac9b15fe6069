'use client';

import { useRouter } from 'next/navigation';
import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { operationUrl } from '@/platform/contracts/check-request';
import { Button } from '@/platform/ui/button';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';
import { useOperation } from '@/platform/ui/use-operation';

/**
 * A reviewer's buttons: approve the recommendation for the CAP alerts as they read it (its revision:
 * a change saved meanwhile is refused, to be read first), or withdraw the approved version. The page
 * then reloads where it stands.
 */
export function AlertApprovalButtons({ id, revision, approve, withdraw }: { id: number; revision: number; approve: boolean; withdraw: boolean }) {
  const router = useRouter();
  const approving = useOperation(RECOMMENDATIONS_CONTRACT.approve, 'Approved: CAP alerts saved from now on carry this advice.');
  const withdrawing = useApiSubmit('Withdrawn: CAP alerts saved from now on leave this advice out.');
  const busy = approving.state.status === 'pending' || withdrawing.state.status === 'pending';
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {approve ? (
        <Button
          type="button"
          disabled={busy}
          onClick={async () => {
            if (await approving.send({ revision }, { id })) router.refresh();
          }}
        >
          Approve for CAP alerts
        </Button>
      ) : null}
      {withdraw ? (
        <Button
          type="button"
          variant="destructiveOutline"
          disabled={busy}
          onClick={async () => {
            if (await withdrawing.submit(operationUrl(RECOMMENDATIONS_CONTRACT.withdrawApproval, { id }), { method: 'DELETE' })) router.refresh();
          }}
        >
          Withdraw from CAP alerts
        </Button>
      ) : null}
      {approving.state.status === 'failed' ? <FailureNotice failure={approving.state.failure} /> : null}
      {withdrawing.state.status === 'failed' ? <FailureNotice failure={withdrawing.state.failure} /> : null}
    </div>
  );
}

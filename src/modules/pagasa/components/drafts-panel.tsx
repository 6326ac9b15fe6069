import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import type { DraftPlan } from '@/modules/pagasa/rules/draft-plan';
import type { DraftRunView } from '@/modules/pagasa/rules/drafts-contract';
import { DraftPlanForm } from './draft-plan-form';

const STATE_WORDS: Record<DraftRunView['state'], string> = {
  queued: 'Waiting to start',
  composing: 'Composing',
  ready: 'Ready for review',
  failed: 'Failed',
  replaced: 'Replaced by a newer issue',
};

function RunLine({ run }: { run: DraftRunView }) {
  const progress = run.total > 0 ? `${run.made} of ${run.total} drafts made` : `${run.made} drafts made`;
  return (
    <li className="border-t border-neutral-200 py-2">
      <p>
        <strong>{STATE_WORDS[run.state]}:</strong> {run.outlook}. {progress}
        {run.skipped.length > 0 ? `, ${run.skipped.length} left out` : ''}.{' '}
        {run.finishedAt ? `Finished ${staffDateTime(run.finishedAt)}.` : `Queued ${staffDateTime(run.queuedAt)}.`}{' '}
        {run.state === 'ready' && run.reviewBatchId ? <a href={`/admin/review#batch-${run.reviewBatchId}`}>Review the batch</a> : null}
      </p>
      {run.error ? <p role="alert">Problem: {run.error}</p> : null}
      {run.skipped.length > 0 ? (
        <details className="mt-1 text-sm">
          <summary>Left out, and why</summary>
          <ul className="ml-5 list-disc">
            {run.skipped.slice(0, 200).map((skip) => (
              <li key={`${skip.place}|${skip.crop}|${skip.language}`}>
                {skip.place}, {skip.crop} ({skip.language === 'tag' ? 'Tagalog' : 'English'}): {skip.reason}
              </li>
            ))}
          </ul>
          {run.skipped.length > 200 ? <p>…and {run.skipped.length - 200} more.</p> : null}
        </details>
      ) : null}
    </li>
  );
}

/**
 * The drafts the portal composes when an issue lands: the office's choice, and each run's progress
 * (made, left out and why) with a link to its review batch.
 */
export function DraftsPanel({
  plan,
  runs,
  deploymentAllows,
  canChoose,
  crops,
  provinces,
}: {
  plan: DraftPlan;
  runs: DraftRunView[];
  deploymentAllows: boolean;
  canChoose: boolean;
  crops: { value: string; label: string }[];
  provinces: { value: string; label: string }[];
}) {
  return (
    <section aria-labelledby="drafts-heading" className="mb-6 rounded-lg border border-neutral-300 p-4">
      <h2 id="drafts-heading" className="mb-2 text-lg font-bold">
        Drafts ready when an issue lands
      </h2>
      <p>
        When a new 10-day or seasonal issue is stored (from PAGASA&apos;s API, files or hand entry), the portal prepares the drafts chosen below and sends them
        to review as one batch, prepared by the portal, so any reviewer may approve them. Drafts of an issue that has been replaced are deleted.
      </p>
      {deploymentAllows ? null : (
        <p role="alert" className="mt-2 font-semibold">
          Automatic drafts are turned off on this server (ACAP_AUTO_DRAFTS=off).
        </p>
      )}
      {canChoose ? <DraftPlanForm plan={plan} crops={crops} provinces={provinces} /> : null}
      <h3 className="mt-4 font-semibold">Latest runs</h3>
      {runs.length === 0 ? (
        <p>No drafts have been composed yet.</p>
      ) : (
        <ul>
          {runs.map((run) => (
            <RunLine key={run.issuanceId} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

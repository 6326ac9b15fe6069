import Link from 'next/link';
import type { AlertInstructions as Instructions } from '@/modules/exchange/server/feeds/get-alert-instructions';

const signalName = (signal: string) => `Signal No. ${signal.replace('signal_number_', '')}`;

/**
 * The advice a CAP alert saved now carries for each signal, shown before saving: the alert is composed
 * once, when the advisory is saved, with the advice reviewers approved, and receivers keep it as it was
 * sent. Advice waiting for a reviewer is listed apart. A fold that works without script.
 */
export function AlertInstructions({ instructions }: { instructions: Instructions }) {
  return (
    <details className="mt-6 rounded-lg border border-neutral-300 p-3" data-testid="alert-instructions">
      <summary className="cursor-pointer font-semibold">What the CAP alert will tell farmers, as the approved advice stands now</summary>
      <p className="mt-2 text-sm">
        The alert is made when you save, with the advice for cyclone signals that a reviewer approved, and never changes after. To change what it says, edit
        that advice (Recommendations) and have a reviewer approve it, then save the advisory.
      </p>
      {instructions.unapproved.length > 0 ? (
        <div className="mt-2 rounded-md border border-warning p-2" data-testid="unapproved-advice">
          <p className="font-semibold">⚠ Waiting for a reviewer: the alert does not carry this advice as it stands</p>
          <ul className="list-disc pl-5">
            {instructions.unapproved.map((advice) => (
              <li key={advice.id}>
                <Link href={`/admin/recommendations/${advice.id}`} prefetch={false} className="inline-flex min-h-11 items-center">
                  Recommendation {advice.id}: {advice.farmOperation}
                </Link>{' '}
                — {advice.state === 'waiting' ? 'never approved: left out' : 'changed since it was approved: the alert carries the approved version'}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="mt-2 grid gap-2">
        {instructions.signals.map(({ signal, en }) => (
          <div key={signal}>
            <dt className="font-medium">{signalName(signal)}</dt>
            <dd>
              {en.length > 0 ? (
                <ul className="list-disc pl-5">
                  {en.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p>No approved advice: the alert gives no instruction for this signal.</p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

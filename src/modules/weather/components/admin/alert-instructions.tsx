import type { AlertInstruction } from '@/modules/exchange/server/feeds/get-alert-instructions';

const signalName = (signal: string) => `Signal No. ${signal.replace('signal_number_', '')}`;

/**
 * The advice a CAP alert saved now carries for each signal, shown before saving: the alert is composed
 * once, when the advisory is saved, and receivers keep it as it was sent. A fold that works without script.
 */
export function AlertInstructions({ instructions }: { instructions: AlertInstruction[] }) {
  return (
    <details className="mt-6 rounded-lg border border-neutral-300 p-3" data-testid="alert-instructions">
      <summary className="cursor-pointer font-semibold">What the CAP alert will tell farmers, as the advice stands now</summary>
      <p className="mt-2 text-sm">
        The alert is made when you save, with this advice, and never changes after. To change what it says, edit the advice for cyclone signals first
        (Recommendations), then save the advisory.
      </p>
      <dl className="mt-2 grid gap-2">
        {instructions.map(({ signal, en }) => (
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
                <p>No advice: the alert gives no instruction for this signal.</p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

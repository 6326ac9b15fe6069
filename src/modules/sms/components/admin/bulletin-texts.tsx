import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import type { BulletinTextTotals } from '@/modules/sms/server/sending/list-text-totals';
import type { FailedText } from '@/modules/sms/server/sending/list-failed-texts';
import { RetryTextsButton } from './retry-texts-button';

/** Per published bulletin: its texts waiting, sent, delivered and failed with what they cost; then the retry list. */
export function BulletinTexts({ totals, failed }: { totals: BulletinTextTotals[]; failed: FailedText[] }) {
  return (
    <>
      <section aria-labelledby="sent-heading" className="mt-6">
        <h2 id="sent-heading" className="mb-2 text-lg font-bold">
          Texts of published bulletins
        </h2>
        {totals.length === 0 ? (
          <p>No bulletin has been texted yet.</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Texts per bulletin, scrolls sideways on small screens">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Texts per published bulletin, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Bulletin</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Delivered</th>
                  <th scope="col">Failed</th>
                  <th scope="col">Parts sent</th>
                </tr>
              </thead>
              <tbody>
                {totals.map((row) => (
                  <tr key={row.bulletinId} className="border-t border-neutral-200 align-top">
                    <td>{row.reference}</td>
                    <td>{row.queued}</td>
                    <td>{row.sent}</td>
                    <td>{row.delivered}</td>
                    <td>
                      {row.failed}
                      {row.failed > 0 ? <RetryTextsButton bulletinId={row.bulletinId} label={`Send ${row.reference}'s failed texts again`} /> : null}
                    </td>
                    <td>{row.partsSent}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-2 text-sm">Delivered counts only what the provider reported; the outbox reports no delivery.</p>
      </section>
      <section aria-labelledby="failed-heading" className="mt-6">
        <h2 id="failed-heading" className="mb-2 text-lg font-bold">
          Failed texts
        </h2>
        {failed.length === 0 ? (
          <p>No text has failed.</p>
        ) : (
          <>
            <p className="mb-2 text-sm">
              A text fails after five tries, or when the provider refuses it. Sending again reaches only numbers that still receive texts.
            </p>
            <RetryTextsButton label="Send every failed text again" />
            <ul className="mt-2 space-y-2 text-sm">
              {failed.map((text) => (
                <li key={text.id} className="rounded border border-neutral-300 p-2">
                  <p className="font-medium">
                    {text.reference} to {text.to}, {staffDateTime(text.at)} ({text.attempts === 1 ? '1 try' : `${text.attempts} tries`})
                  </p>
                  <p>
                    {text.error}
                    {text.retryable ? '' : ' Not sent again: the number no longer receives texts, or the bulletin was withdrawn.'}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

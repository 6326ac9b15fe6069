import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import type { PagasaDesk } from '@/modules/pagasa/rules/pagasa-contract';
import { PagasaCheckButton } from './pagasa-check-button';
import { PagasaTokenForm } from './pagasa-token-form';

/**
 * PAGASA's TenDay API on the staff desk: what PAGASA issued, whether the portal has it, the last error
 * in words, and how to get the office's token when there is none.
 */
export function PagasaPanel({ desk, canSetToken }: { desk: PagasaDesk; canSetToken: boolean }) {
  const failed = desk.status?.outcome === 'failed';
  const seasonalFailed = desk.status?.seasonal?.outcome === 'failed';
  return (
    <section aria-labelledby="pagasa-heading" className="mb-6 rounded-lg border border-neutral-300 p-4">
      <h2 id="pagasa-heading" className="mb-2 text-lg font-bold">
        PAGASA&apos;s 10-day and seasonal outlooks
      </h2>
      <p role={failed ? 'alert' : undefined} className={failed ? 'font-semibold' : undefined}>
        {failed ? 'Problem: ' : ''}
        {desk.summary}
      </p>
      <p role={seasonalFailed ? 'alert' : undefined} className={seasonalFailed ? 'mt-1 font-semibold' : 'mt-1'}>
        {seasonalFailed ? 'Problem: ' : ''}
        {desk.seasonalSummary}
      </p>
      <p className="mt-1 text-sm">
        {desk.status ? `Last checked ${staffDateTime(desk.status.checkedAt)}. ` : ''}
        The portal checks PAGASA every {desk.pollMinutes} minutes and at start.
      </p>
      {desk.tokenSet ? null : (
        <p className="mt-2 text-sm">
          To load PAGASA&apos;s outlooks by themselves, the office needs a token of PAGASA&apos;s TenDay API (tenday.pagasa.dost.gov.ph): send PAGASA a written
          request for the 10-day and seasonal forecasts; once it is approved, PAGASA emails the token with an activation link. Set it as{' '}
          <code>ACAP_PAGASA_API_TOKEN</code> on the server, or have a superadmin store it here. Until then, load PAGASA&apos;s files on the 10-day page.
        </p>
      )}
      {desk.tokenProblem ? (
        <p role="alert" className="mt-2 text-sm font-semibold">
          Problem: {desk.tokenProblem}
        </p>
      ) : null}
      {desk.tokenSource ? (
        <p className="mt-2 text-sm">
          The token in use is {desk.tokenSource === 'environment' ? "the server's (ACAP_PAGASA_API_TOKEN)" : 'the one a superadmin stored, sealed'}.
        </p>
      ) : null}
      {canSetToken ? <PagasaTokenForm stored={desk.tokenSource === 'stored'} /> : null}
      <PagasaCheckButton />
    </section>
  );
}

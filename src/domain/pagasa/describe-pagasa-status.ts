import { formatDate } from '@/domain/format/manila-time';
import type { PagasaStatus } from './pagasa-status';

/** The staff desk's sentence about PAGASA's 10-day outlook and the portal's copy of it. */
export function describePagasaStatus(status: PagasaStatus | null, tokenSet: boolean): string {
  if (!status)
    return tokenSet ? "PAGASA's TenDay API has not been checked yet." : "PAGASA's TenDay API has not been checked yet, and the office's token is not set.";
  const issue = status.latest
    ? `PAGASA issued the 10-day outlook of ${formatDate(status.latest.forecastDate, 'en')}${status.latest.loadedAt ? ` (loaded by PAGASA at ${status.latest.loadedAt})` : ''}`
    : null;
  switch (status.outcome) {
    case 'loaded':
      return `${issue}; the portal loaded it.`;
    case 'already_loaded':
      return `${issue}; it is loaded.`;
    case 'no_token':
      return `${issue}; it is not loaded — add the office's token, or load the files by hand.`;
    case 'busy':
      return `${issue}; another instance of the portal is loading it now.`;
    case 'failed':
      return `${issue ? `${issue}. ` : ''}The last check failed: ${status.error}`;
  }
}

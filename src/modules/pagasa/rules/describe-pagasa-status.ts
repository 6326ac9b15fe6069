import { formatDate } from '@/platform/format/manila-time';
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthWords = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const lastMonth = (start: string) => {
  const index = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + 5;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The staff desk's sentence about PAGASA's seasonal outlook and the portal's copy of it. */
export function describeSeasonalStatus(status: PagasaStatus | null): string {
  const seasonal = status?.seasonal;
  if (!seasonal) return "PAGASA's seasonal outlook has not been checked yet.";
  const issue = seasonal.latest
    ? `PAGASA issued the seasonal outlook of ${monthWords(seasonal.latest.start)} to ${monthWords(lastMonth(seasonal.latest.start))} (batch ${seasonal.latest.batch})`
    : null;
  switch (seasonal.outcome) {
    case 'loaded':
      return `${issue}; the portal loaded it.`;
    case 'already_loaded':
      return `${issue}; it is loaded.`;
    case 'no_token':
      return `${issue}; it is not loaded — add the office's token, or load it by hand.`;
    case 'busy':
      return `${issue}; another instance of the portal is loading it now.`;
    case 'failed':
      return `${issue ? `${issue}. ` : ''}The last seasonal check failed: ${seasonal.error}`;
  }
}

import 'server-only';
import type { ReplacedOutlook } from '@/modules/weather/rules/upload-guards';
import type { IssuanceSummary } from './find-issuance';

/** The live 10-day or seasonal issuance as an upload's 409 names it, with whether it is still current. */
export function toReplacedOutlook(live: IssuanceSummary): ReplacedOutlook & { expired: boolean } {
  if (live.type === 'special_weather') throw new Error('a cyclone advisory is never replaced by an upload');
  return {
    id: live.id,
    type: live.type,
    dateRange: live.dateRange,
    validFrom: live.validFrom,
    validTo: live.validTo,
    loadedAt: new Date(live.dateCreated._seconds * 1000).toISOString(),
    expired: live.expired,
  };
}

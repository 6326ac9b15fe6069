import 'server-only';
import type { IssuanceAnswer } from '@/modules/exchange/rules/openapi/outlooks-answer';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';

/** The read services' issuance summary in the open API's terms (an ISO instant instead of `_seconds`). */
export function toIssuanceAnswer(issuance: IssuanceSummary): IssuanceAnswer {
  return {
    id: issuance.id,
    type: issuance.type,
    forecastDate: issuance.forecastDate,
    validFrom: issuance.validFrom,
    validTo: issuance.validTo,
    validUntil: issuance.validUntil,
    expired: issuance.expired,
    dateRange: issuance.dateRange,
    source: issuance.source,
    updatedBy: issuance.updatedBy,
    origin: issuance.origin,
    createdAt: new Date(issuance.dateCreated._seconds * 1000).toISOString(),
  };
}

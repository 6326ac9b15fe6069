import { exchangeUpdatedBy, firestoreTimestamp, type ExchangeMeta, type FirestoreTimestamp } from './exchange-document';
import { exchangeDateRange } from './national/national-dates';

/** What the shaping needs of an issuance (the server's IssuanceSummary has these fields). */
export interface IssuanceInput {
  id: string;
  type: string;
  dateForecast: string;
  /** As the source wrote it; the exports write their own `date_range` from validFrom and validTo. */
  dateRange: string;
  /** `system` or `admin`. */
  updatedBy: string;
  /** `excel`, `encode` or `api`. */
  source: string;
  dateCreated: { _seconds: number };
  validFrom: string;
  validTo: string;
  expired: boolean;
}

export function issuanceCreatedAt(issuance: IssuanceInput): Date {
  return new Date(issuance.dateCreated._seconds * 1000);
}

/** The fields every forecast document starts with. */
export function forecastDocumentHead(issuance: IssuanceInput): { date_created: FirestoreTimestamp; updated_by: 'system' | 'admin' } {
  return { date_created: firestoreTimestamp(issuanceCreatedAt(issuance)), updated_by: exchangeUpdatedBy(issuance) };
}

export function issuanceMeta(issuance: IssuanceInput): NonNullable<ExchangeMeta['issuance']> {
  return {
    id: issuance.id,
    type: issuance.type,
    date_forecast: issuance.dateForecast,
    date_range: exchangeDateRange(issuance),
    source: issuance.source,
    valid_to: issuance.validTo,
    expired: issuance.expired,
  };
}

import 'server-only';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { hasEnded } from '@/modules/weather/rules/outlook-validity';
import { formatDate, formatDateRange, formatManilaDateTime, formatMonth } from '@/platform/format/manila-time';
import { AppError } from '@/platform/errors/app-error';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';

/** The outlook in words for staff: its kind and what it covers. */
function outlookName(issuance: IssuanceSummary): string {
  if (issuance.type === 'special_weather') {
    return `The cyclone advisory issued ${formatManilaDateTime(issuance.issuedAt ?? issuance.forecastDate, 'en')}`;
  }
  if (issuance.type === 'seasonal') return `The seasonal outlook for ${formatMonth(issuance.validFrom, 'en')} – ${formatMonth(issuance.validTo, 'en')}`;
  return `The 10-day outlook for ${formatDateRange(issuance.validFrom, issuance.validTo, 'en')}`;
}

/**
 * A bulletin is made from a current outlook. From one that has ended, only when the staff confirmed it
 * (`allowExpired`), and then the bulletin says so; otherwise 409 naming the outlook and its end.
 */
export function checkOutlookCurrent(issuance: IssuanceSummary, allowExpired: boolean | undefined): BulletinDocument['basedOnExpired'] {
  // From its end, not its `expired`: the summary may have been read (and kept) while it was current.
  if (!hasEnded(issuance)) return null;
  if (allowExpired) return { validTo: issuance.validTo };
  const ended = issuance.type === 'special_weather' ? formatManilaDateTime(issuance.validUntil, 'en') : formatDate(issuance.validTo, 'en');
  throw new AppError(
    'CONFLICT',
    `${outlookName(issuance)} ended on ${ended}; the office has not loaded a newer one. Load a current outlook, or confirm to make the bulletin from this one anyway (allowExpired: true).`,
    {
      details: {
        reason: 'outlook_ended',
        issuanceId: issuance.id,
        type: issuance.type,
        validFrom: issuance.validFrom,
        validTo: issuance.validTo,
        validUntil: issuance.validUntil,
      },
    },
  );
}

import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatDateRange, formatManilaDateTime, formatMonth } from '@/platform/format/manila-time';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';

/**
 * When an outlook was loaded and what its values came from (its real source: typed in, a file the
 * office filled in, PAGASA's workbooks or its API; issue 41), and what period it covers. Dates come
 * from the stored days, not the workbook's own text, so they read in the page's language and Philippine time.
 */
export function IssuanceNote({
  issuance,
}: {
  issuance: Pick<IssuanceSummary, 'type' | 'dateCreated' | 'issuedAt' | 'forecastDate' | 'validFrom' | 'validTo' | 'origin'>;
}) {
  const t = useTranslations('Weather');
  const locale = useLocale();
  const date = formatManilaDateTime(issuance.dateCreated._seconds * 1000, locale);
  const lead =
    issuance.type === 'special_weather'
      ? t('issuanceSpecial', { issuedAt: formatManilaDateTime(issuance.issuedAt ?? issuance.dateCreated._seconds * 1000, locale) })
      : t('issuance', {
          dateForecast: formatDate(issuance.forecastDate, locale),
          dateRange:
            issuance.type === 'seasonal'
              ? t('monthRange', { from: formatMonth(issuance.validFrom, locale), to: formatMonth(issuance.validTo, locale) })
              : formatDateRange(issuance.validFrom, issuance.validTo, locale),
        });
  return (
    <p className="mb-4 text-sm text-neutral-700" data-testid="issuance-note">
      {lead} {t('updated', { date, by: t(`origin_${issuance.origin}`) })}
    </p>
  );
}

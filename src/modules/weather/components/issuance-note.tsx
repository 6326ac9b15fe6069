import { getLocale, getTranslations } from 'next-intl/server';
import { formatDate, formatDateRange, formatManilaDateTime, formatMonth } from '@/platform/format/manila-time';
import type { IssuanceSummary } from '@/modules/weather/server/find-issuance';

/**
 * When and by whom an outlook was loaded, and what period it covers. Dates come from the stored
 * days, not the workbook's own text, so they read in the page's language and Philippine time.
 */
export async function IssuanceNote({ issuance }: { issuance: IssuanceSummary }) {
  const t = await getTranslations('Weather');
  const locale = await getLocale();
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
    <p className="mb-4 text-sm text-neutral-700">
      {lead} {t('updated', { date, by: t(`by_${issuance.updatedBy}`) })}
    </p>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import type { IssuanceSummary } from '@/server/weather/find-issuance';

/** When and by whom an outlook was loaded, and what period it covers. */
export async function IssuanceNote({ issuance }: { issuance: IssuanceSummary }) {
  const t = await getTranslations('Weather');
  const format = await getFormatter();
  const date = format.dateTime(new Date(issuance.dateCreated._seconds * 1000), {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Manila',
  });
  return (
    <p className="mb-4 text-sm text-neutral-700">
      {t('issuance', { dateForecast: issuance.dateForecast, dateRange: issuance.dateRange })}{' '}
      {t('updated', { date, by: t(`by_${issuance.updatedBy}`) })}
    </p>
  );
}

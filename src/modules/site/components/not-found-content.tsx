import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { CycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { CycloneBanner } from './cyclone-banner';
import { PageHeading } from './page-heading';

/** What an unknown address shows: the cyclone banner when one is active, and the way home. */
export async function NotFoundContent({ locale, cyclone }: { locale: Locale; cyclone: Promise<CycloneStatus | null> }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <CycloneBanner locale={locale} status={cyclone} />
      <PageHeading title={t('title')} lead={t('text')} />
      <Link href="/" prefetch={false} data-testid="back-home">
        {common('backHome')}
      </Link>
    </>
  );
}

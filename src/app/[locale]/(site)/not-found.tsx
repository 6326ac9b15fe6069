import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { CycloneBanner } from '@/components/site/cyclone-banner';
import { PageHeading } from '@/components/site/page-heading';
import type { Locale } from '@/i18n/routing';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const common = await getTranslations('Common');
  return (
    <>
      <CycloneBanner locale={(await getLocale()) as Locale} />
      <PageHeading title={t('title')} lead={t('text')} />
      <Link href="/" prefetch={false} data-testid="back-home">
        {common('backHome')}
      </Link>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { PageHeading } from '@/components/site/page-heading';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const common = await getTranslations('Common');
  return (
    <>
      <PageHeading title={t('title')} lead={t('text')} />
      <Link href="/" prefetch={false}>
        {common('backHome')}
      </Link>
    </>
  );
}

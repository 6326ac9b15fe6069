import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { SignInForm } from '@/modules/staff/components/sign-in-form';
import { safeReturnPath } from '@/modules/staff/rules/safe-return-path';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(props), namespace: 'Login' });
  return { title: t('title'), robots: { index: false } };
}

/** The custom layout: no navigation bar, no padded container, a pale background. */
export default async function LoginPage(props: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const locale = await resolvePageLocale(props);
  const t = await getTranslations({ locale, namespace: 'Login' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const returnTo = safeReturnPath((await props.searchParams).next);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-pale px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <p className="text-sm font-semibold text-primary">
          {common('portalName')} — {REGION_TITLE}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-primary-dark">{t('title')}</h1>
        <p className="mt-1 mb-6 text-sm text-neutral-700">{t('lead')}</p>
        <SignInForm returnTo={returnTo} />
        <p className="mt-6 text-sm">
          <Link href="/" prefetch={false}>
            {common('backHome')}
          </Link>
        </p>
      </div>
    </main>
  );
}

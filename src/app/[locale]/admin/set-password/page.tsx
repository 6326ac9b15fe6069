import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetPasswordForm } from '@/modules/staff/components/set-password-form';
import { MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';

export const metadata: Metadata = { title: 'Set your password', robots: { index: false }, referrer: 'no-referrer' };

/** Where a one-time link from a superadmin leads; laid out like the sign-in page. */
export default async function SetPasswordPage(props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const common = await getTranslations({ locale, namespace: 'Common' });
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-pale px-4 py-10">
      <div className="w-full max-w-md rounded-xl bg-white p-6 shadow-md">
        <p className="text-sm font-semibold text-primary">
          {common('portalName')} — {REGION_TITLE}
        </p>
        <h1 className="mt-1 mb-6 text-2xl font-bold text-primary-dark">Set your password</h1>
        <SetPasswordForm minPasswordLength={MIN_PASSWORD_LENGTH} />
      </div>
    </main>
  );
}

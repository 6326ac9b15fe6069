import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { RegionState } from '@/modules/bulletins/components/dashboard/region-state';
import { SignOutButton } from '@/modules/staff/components/sign-out-button';
import { StaffDashboard } from '@/modules/bulletins/components/dashboard/staff-dashboard';
import { PageHeading } from '@/modules/site/components/page-heading';
import { accountLevelName } from '@/modules/staff/rules/account-levels';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getDashboardOptions } from '@/modules/bulletins/server/get-dashboard-options';
import { getRegionState } from '@/modules/bulletins/server/get-region-state';
import { listSignalChanges } from '@/modules/bulletins/server/review/list-signal-changes';
import { withDb } from '@/platform/startup/with-db';
import { SignalChangesNotice } from '@/modules/bulletins/components/review/signal-changes-notice';

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: await resolvePageLocale(props), namespace: 'Admin' });
  return { title: t('title'), robots: { index: false } };
}

export default withDb(async function AdminDashboardPage(db, props: LocaleParams) {
  const locale = await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin');
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <>
      <AdminNav current="/admin" user={user} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title={t('title')} lead={t('welcome', { name: user.name, email: user.email, level: t(accountLevelName(user.accountLevel)) })} />
        <SignOutButton />
      </div>
      {/* The region's state first: what the public sees now and what needs doing, before composing bulletins. */}
      <RegionState locale={locale} state={getRegionState(db)} />
      <SignalChangesNotice changes={listSignalChanges(db)} />
      <StaffDashboard options={await getDashboardOptions(db)} profile={{ id: user.id, email: user.email, name: user.name, accountLevel: user.accountLevel }} />
    </>
  );
});

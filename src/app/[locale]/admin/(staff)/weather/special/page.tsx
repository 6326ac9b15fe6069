import type { Metadata } from 'next';
import { AdminNav } from '@/components/admin/admin-nav';
import { SpecialAdvisoryForm } from '@/components/admin/special-advisory-form';
import { OutlookStatesTable } from '@/components/admin/outlook-states';
import { PageHeading } from '@/components/site/page-heading';
import { SUPERADMIN } from '@/domain/auth/account-levels';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';
import { getOutlookStates } from '@/server/weather/get-outlook-states';

export const metadata: Metadata = { title: 'Special weather advisory', robots: { index: false } };

export default async function AdminSpecialPage(props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/weather/special');
  const [places, states] = await Promise.all([getDb().then((db) => resolvePlaceFilter(db, {})), getOutlookStates()]);
  return (
    <>
      <AdminNav current="/admin/weather/special" isSuperadmin={user.accountLevel === SUPERADMIN} />
      <PageHeading title="Special weather advisory" lead="A tropical cyclone advisory and the wind signals in force, or that no cyclone is active." />
      <OutlookStatesTable states={states} types={['special_weather']} />
      <SpecialAdvisoryForm provinces={places.provinces} places={places.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc }))} />
    </>
  );
}

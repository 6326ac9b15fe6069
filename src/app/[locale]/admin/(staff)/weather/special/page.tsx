import type { Metadata } from 'next';
import { AdminNav } from '@/components/admin/admin-nav';
import { SpecialAdvisoryForm } from '@/components/admin/special-advisory-form';
import { PageHeading } from '@/components/site/page-heading';
import { SUPERADMIN } from '@/domain/auth/account-levels';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';

export const metadata: Metadata = { title: 'Special weather advisory', robots: { index: false } };

export default async function AdminSpecialPage(props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/weather/special');
  const places = await resolvePlaceFilter(await getDb(), {});
  return (
    <>
      <AdminNav current="/admin/weather/special" isSuperadmin={user.accountLevel === SUPERADMIN} />
      <PageHeading title="Special weather advisory" lead="A tropical cyclone advisory and the wind signals in force, or that no cyclone is active." />
      <SpecialAdvisoryForm provinces={places.provinces} places={places.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc }))} />
    </>
  );
}

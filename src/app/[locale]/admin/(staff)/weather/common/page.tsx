import type { Metadata } from 'next';
import { AdminNav } from '@/components/admin/admin-nav';
import { CommonDataForms } from '@/components/admin/common-data-forms';
import { PageHeading } from '@/components/site/page-heading';
import { SUPERADMIN } from '@/domain/auth/account-levels';
import { PROVINCES } from '@/domain/region/region';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getCommonData } from '@/server/weather/get-common-data';

export const metadata: Metadata = { title: 'Regional common data', robots: { index: false } };

export default async function AdminCommonDataPage(props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/weather/common');
  const [moon, cyclones, systems, wind] = await Promise.all([
    getCommonData('moon_phases'),
    getCommonData('cyclones_count'),
    getCommonData('misc_weather_systems'),
    getCommonData('wind_speed'),
  ]);
  return (
    <>
      <AdminNav current="/admin/weather/common" isSuperadmin={user.accountLevel === SUPERADMIN} />
      <PageHeading title="Regional common data" lead="Notes that go with every outlook of the region. Each save keeps the earlier version in the audit trail." />
      <CommonDataForms
        provinces={PROVINCES.map((p) => p.name)}
        current={{ moonPhases: moon?.data ?? [], cyclones: cyclones?.data ?? [], systems: systems?.data ?? [], windSpeed: wind?.data ?? [] }}
      />
    </>
  );
}

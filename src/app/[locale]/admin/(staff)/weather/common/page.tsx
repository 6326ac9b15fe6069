import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { CommonDataForms } from '@/modules/weather/components/admin/common-data-forms';
import { PageHeading } from '@/modules/site/components/page-heading';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import type { CommonGroup } from '@/modules/weather/rules/common-data';
import { PROVINCES } from '@/modules/places/rules/region';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getCommonData } from '@/modules/weather/server/get-common-data';
import { listCommonDataSaves } from '@/modules/weather/server/list-common-data-saves';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Regional common data', robots: { index: false } };

const GROUP_LABELS: Record<CommonGroup, string> = {
  moon_phases: 'Moon phases',
  cyclones_count: 'Tropical cyclones per month',
  misc_weather_systems: 'Weather systems',
  wind_speed: 'Wind speed',
};

export default withDb(async function AdminCommonDataPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather/common', 'weather.edit');
  const [moon, cyclones, systems, wind, saves] = await Promise.all([
    getCommonData(db, 'moon_phases'),
    getCommonData(db, 'cyclones_count'),
    getCommonData(db, 'misc_weather_systems'),
    getCommonData(db, 'wind_speed'),
    listCommonDataSaves(db),
  ]);
  return (
    <>
      <AdminNav current="/admin/weather/common" user={user} />
      <PageHeading
        title="Regional common data"
        lead="Notes that go with every outlook of the region. Each save keeps the earlier version in the audit trail."
      />
      {saves.length > 0 ? (
        // Staff see who saved each group; the public answers only say admin (typed in) or system (a connector).
        <ul aria-label="Last saved" className="mb-6 list-disc pl-6 text-sm">
          {saves.map((save) => (
            <li key={save.group}>
              {GROUP_LABELS[save.group]}: saved by {save.authorEmail ?? 'a connector'} on {staffDateTime(save.dateCreated)} (public “updated by”:{' '}
              {save.updatedBy})
            </li>
          ))}
        </ul>
      ) : null}
      <CommonDataForms
        provinces={PROVINCES.map((p) => p.name)}
        current={{ moonPhases: moon?.data ?? [], cyclones: cyclones?.data ?? [], systems: systems?.data ?? [], windSpeed: wind?.data ?? [] }}
      />
    </>
  );
});

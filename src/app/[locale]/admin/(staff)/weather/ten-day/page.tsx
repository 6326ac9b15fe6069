import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { TenDayEncodeForm } from '@/modules/weather/components/admin/ten-day-encode-form';
import { TenDayUploadForm } from '@/modules/weather/components/admin/ten-day-upload-form';
import { OutlookStatesTable } from '@/modules/weather/components/admin/outlook-states';
import { LongLayoutColumns } from '@/modules/weather/components/admin/long-layout-columns';
import { PageHeading } from '@/modules/site/components/page-heading';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getOutlookStates } from '@/modules/weather/server/get-outlook-states';
import { describeUploadOutcome } from '@/modules/weather/server/describe-upload-outcome';
import { readUploadOutcome } from '@/modules/weather/rules/upload-outcome';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: '10-day outlook', robots: { index: false } };

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default withDb(async function AdminTenDayPage(db, props: Props) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather/ten-day', 'weather.edit');
  // An upload posted without script comes back here, its outcome in the address (decision 086).
  const [places, states, notice] = await Promise.all([
    resolvePlaceFilter(db, {}),
    getOutlookStates(db),
    describeUploadOutcome(db, 'ten_day', readUploadOutcome(await props.searchParams)),
  ]);
  return (
    <>
      <AdminNav current="/admin/weather/ten-day" user={user} />
      <PageHeading
        title="10-day farm weather outlook"
        lead="Load PAGASA's workbooks of one issue, one file in the portal's long layout, or enter an outlook by hand."
      />
      <OutlookStatesTable states={states} types={['ten_day']} />
      <section aria-labelledby="upload" className="mb-10">
        <h2 id="upload" className="mb-3 text-xl font-bold">
          Upload a file
        </h2>
        <p className="mb-3 text-sm">
          PAGASA&apos;s day1.xlsx … day10.xlsx of one issue, or — since PAGASA stopped publishing those files on 31 August 2025 — one CSV or Excel file in the
          portal&apos;s long layout: one row per city or municipality and day. Download the template as{' '}
          <a href="/api/weather/10day/template" download>
            CSV
          </a>{' '}
          or{' '}
          <a href="/api/weather/10day/template?format=xlsx" download>
            Excel
          </a>
          : it has the headings and one example row per province; add a row for every place and day (the earliest date is the forecast date, and every date must
          fall in the ten days from it).
        </p>
        <LongLayoutColumns />
        <TenDayUploadForm notice={notice} />
      </section>
      <section aria-labelledby="encode">
        <h2 id="encode" className="mb-3 text-xl font-bold">
          Enter by hand
        </h2>
        <TenDayEncodeForm
          provinces={places.provinces}
          places={places.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc }))}
        />
      </section>
    </>
  );
});

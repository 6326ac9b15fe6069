import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { SeasonalEncodeForm } from '@/modules/weather/components/admin/seasonal-encode-form';
import { SeasonalUploadForm } from '@/modules/weather/components/admin/seasonal-upload-form';
import { OutlookStatesTable } from '@/modules/weather/components/admin/outlook-states';
import { PageHeading } from '@/modules/site/components/page-heading';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getOutlookStates } from '@/modules/weather/server/get-outlook-states';
import { describeUploadOutcome } from '@/modules/weather/server/describe-upload-outcome';
import { readUploadOutcome } from '@/modules/weather/rules/upload-outcome';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Seasonal outlook', robots: { index: false } };

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default withDb(async function AdminSeasonalPage(db, props: Props) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather/seasonal', 'weather.edit');
  // An upload posted without script comes back here, its outcome in the address (decision 086).
  const [places, states, notice] = await Promise.all([
    resolvePlaceFilter(db, {}),
    getOutlookStates(db),
    describeUploadOutcome(db, 'seasonal', readUploadOutcome(await props.searchParams)),
  ]);
  return (
    <>
      <AdminNav current="/admin/weather/seasonal" user={user} />
      <PageHeading title="Seasonal climate outlook" lead="Percent of normal rainfall for six months; categories are worked out by the portal." />
      <OutlookStatesTable states={states} types={['seasonal']} />
      <section aria-labelledby="upload" className="mb-10">
        <h2 id="upload" className="mb-3 text-xl font-bold">
          Upload a workbook
        </h2>
        <p className="mb-3 text-sm">
          PAGASA&apos;s regional workbook (forecast and normal rainfall tables), or the portal&apos;s own template:{' '}
          <a href="/api/weather/seasonal/template" download>
            download the template
          </a>
          .
        </p>
        <SeasonalUploadForm notice={notice} />
      </section>
      <section aria-labelledby="encode">
        <h2 id="encode" className="mb-3 text-xl font-bold">
          Enter by hand
        </h2>
        <SeasonalEncodeForm
          provinces={places.provinces}
          places={places.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc }))}
        />
      </section>
    </>
  );
});

import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { SeasonalEncodeForm } from '@/modules/weather/components/admin/seasonal-encode-form';
import { FileUploadForm } from '@/platform/ui/single-file-upload-form';
import { OutlookStatesTable } from '@/modules/weather/components/admin/outlook-states';
import { PageHeading } from '@/modules/site/components/page-heading';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getOutlookStates } from '@/modules/weather/server/get-outlook-states';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Seasonal outlook', robots: { index: false } };

export default withDb(async function AdminSeasonalPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather/seasonal', 'weather.edit');
  const [places, states] = await Promise.all([resolvePlaceFilter(db, {}), getOutlookStates(db)]);
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
        <FileUploadForm
          endpoint="/api/weather/seasonal/excel"
          field="excelfile"
          label="Seasonal outlook workbook (.xlsx)"
          hint="One file, up to 10 MB. Nothing is stored if it is refused."
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          successMessage="The seasonal outlook was saved."
          summarize="seasonal"
        />
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

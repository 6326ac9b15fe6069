import type { Metadata } from 'next';
import { AdminNav } from '@/components/admin/admin-nav';
import { TendayEncodeForm } from '@/components/admin/tenday-encode-form';
import { TendayUploadForm } from '@/components/admin/tenday-upload-form';
import { OutlookStatesTable } from '@/components/admin/outlook-states';
import { PageHeading } from '@/components/site/page-heading';
import { SUPERADMIN } from '@/domain/auth/account-levels';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';
import { resolvePlaceFilter } from '@/server/places/resolve-place-filter';
import { getOutlookStates } from '@/server/weather/get-outlook-states';

export const metadata: Metadata = { title: '10-day outlook', robots: { index: false } };

export default async function AdminTendayPage(props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/weather/ten-day');
  const [places, states] = await Promise.all([getDb().then((db) => resolvePlaceFilter(db, {})), getOutlookStates()]);
  return (
    <>
      <AdminNav current="/admin/weather/ten-day" isSuperadmin={user.accountLevel === SUPERADMIN} />
      <PageHeading title="10-day farm weather outlook" lead="Load PAGASA's workbooks of one issue, or enter an outlook by hand." />
      <OutlookStatesTable states={states} types={['ten_day']} />
      <section aria-labelledby="upload" className="mb-10">
        <h2 id="upload" className="mb-3 text-xl font-bold">
          Upload PAGASA workbooks
        </h2>
        <TendayUploadForm />
      </section>
      <section aria-labelledby="encode">
        <h2 id="encode" className="mb-3 text-xl font-bold">
          Enter by hand
        </h2>
        <TendayEncodeForm provinces={places.provinces} places={places.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc }))} />
      </section>
    </>
  );
}

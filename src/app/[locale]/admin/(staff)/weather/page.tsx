import type { Metadata } from 'next';
import { AdminNav } from '@/components/admin/admin-nav';
import { OutlookStatesTable } from '@/components/admin/outlook-states';
import { IssuancesTable } from '@/components/admin/weather/issuances-table';
import { PagasaPanel } from '@/components/admin/weather/pagasa-panel';
import { PageHeading } from '@/components/site/page-heading';
import { can } from '@/domain/permissions/can';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getPagasaDesk } from '@/server/pagasa/get-pagasa-desk';
import { getOutlookStates } from '@/server/weather/get-outlook-states';
import { listIssuances } from '@/server/weather/list-issuances';
import { withDb } from '@/server/startup/with-db';

export const metadata: Metadata = { title: 'Weather data', robots: { index: false } };

export default withDb(async function AdminWeatherPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather', 'weather.edit');
  const [{ items, total }, states, pagasa] = await Promise.all([listIssuances(db, { limit: 50 }), getOutlookStates(db), getPagasaDesk(db)]);
  return (
    <>
      <AdminNav current="/admin/weather" user={user} />
      <PageHeading
        title="Weather data"
        lead="Every upload or edit adds an issuance; the newest of each type by what it forecasts (a cyclone advisory by PAGASA's issue time), marked Live, is what the public sees: an older issue loaded later goes to the archive. A write that covers part of the region carries the rest forward from the newest issuance of the same period."
      />
      <PagasaPanel desk={pagasa} canSetToken={can(user, 'pagasa.token')} />
      <OutlookStatesTable states={states} types={['ten_day', 'seasonal', 'special_weather']} />
      <IssuancesTable items={items} total={total} canDelete={can(user, 'issuance.delete')} />
    </>
  );
});

import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { OutlookStatesTable } from '@/modules/weather/components/admin/outlook-states';
import { IssuancesTable } from '@/modules/weather/components/admin/issuances-table';
import { PagasaPanel } from '@/modules/weather/components/admin/pagasa-panel';
import { DraftsPanel } from '@/modules/pagasa/components/drafts-panel';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { PROVINCES } from '@/modules/places/rules/region';
import { readDraftPlan } from '@/modules/pagasa/queue/read-draft-plan';
import { listDraftRuns } from '@/modules/pagasa/server/drafts/list-draft-runs';
import { getEnv } from '@/platform/env/get-env';
import { PageHeading } from '@/modules/site/components/page-heading';
import { can } from '@/modules/staff/rules/can';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getPagasaDesk } from '@/modules/pagasa/server/get-pagasa-desk';
import { getOutlookStates } from '@/modules/weather/server/get-outlook-states';
import { listIssuances } from '@/modules/weather/server/list-issuances';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Weather data', robots: { index: false } };

export default withDb(async function AdminWeatherPage(db, props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather', 'weather.edit');
  const [{ items, total }, states, pagasa, plan, runs] = await Promise.all([
    listIssuances(db, { limit: 50 }),
    getOutlookStates(db),
    getPagasaDesk(db),
    readDraftPlan(db),
    listDraftRuns(db, 5),
  ]);
  return (
    <>
      <AdminNav current="/admin/weather" user={user} />
      <PageHeading
        title="Weather data"
        lead="Every upload or edit adds an issuance; the newest of each type by what it forecasts (a cyclone advisory by PAGASA's issue time), marked Live, is what the public sees: an older issue loaded later goes to the archive. A write that covers part of the region carries the rest forward from the newest issuance of the same period."
      />
      <PagasaPanel desk={pagasa} canSetToken={can(user, 'pagasa.token')} />
      <DraftsPanel
        plan={plan}
        runs={runs}
        deploymentAllows={getEnv().ACAP_AUTO_DRAFTS === 'on'}
        canChoose={can(user, 'drafts.plan')}
        crops={CROP_CATALOGUE.map((crop) => ({ value: crop.key, label: crop.name.en }))}
        provinces={PROVINCES.map((province) => ({ value: province.psgc, label: province.name }))}
      />
      <OutlookStatesTable states={states} types={['ten_day', 'seasonal', 'special_weather']} />
      <IssuancesTable items={items} total={total} canDelete={can(user, 'issuance.delete')} />
    </>
  );
});

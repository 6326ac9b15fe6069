import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { SpecialAdvisoryForm } from '@/modules/weather/components/admin/special-advisory-form';
import { AlertInstructions } from '@/modules/weather/components/admin/alert-instructions';
import { getAlertInstructions } from '@/modules/exchange/server/feeds/get-alert-instructions';
import { OutlookStatesTable } from '@/modules/weather/components/admin/outlook-states';
import { PageHeading } from '@/modules/site/components/page-heading';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getAdvisoryPrefill } from '@/modules/weather/server/get-advisory-prefill';
import { getOutlookStates } from '@/modules/weather/server/get-outlook-states';
import { getEnv } from '@/platform/env/get-env';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Special weather advisory', robots: { index: false } };

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default withDb(async function AdminSpecialPage(db, props: Props) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/weather/special', 'weather.edit');
  // `?blank=1` is the form's "start blank" link: an address, so it works before (or without) script.
  const blank = (await props.searchParams).blank === '1';
  const [places, states, prefill, instructions] = await Promise.all([
    resolvePlaceFilter(db, {}),
    getOutlookStates(db),
    getAdvisoryPrefill(db),
    getAlertInstructions(db),
  ]);
  return (
    <>
      <AdminNav current="/admin/weather/special" user={user} />
      <PageHeading title="Special weather advisory" lead="A tropical cyclone advisory and the wind signals in force, or that no cyclone is active." />
      <OutlookStatesTable states={states} types={['special_weather']} />
      <SpecialAdvisoryForm
        provinces={places.provinces}
        places={places.municipalities.map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc }))}
        prefill={prefill}
        blank={blank}
        capHosts={getEnv().ACAP_CAP_IMPORT_HOSTS}
      />
      <AlertInstructions instructions={instructions} />
    </>
  );
});

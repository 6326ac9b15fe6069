import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { IssuanceMapLinks } from '@/modules/weather/components/admin/issuance-map-links';
import { IssuanceValues } from '@/modules/weather/components/admin/issuance-values';
import { PageHeading } from '@/modules/site/components/page-heading';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { formatDateRange } from '@/platform/format/manila-time';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { AppError } from '@/platform/errors/app-error';
import { getIssuanceDetail } from '@/modules/weather/server/get-issuance-detail';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Issuance', robots: { index: false } };

type Params = Promise<{ locale: string; id: string }>;

const TYPE_LABELS = { seasonal: 'Seasonal outlook', ten_day: '10-day outlook', special_weather: 'Special weather advisory' } as const;
const API = { seasonal: 'seasonal', ten_day: 'tenday', special_weather: 'special' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One issuance for staff: its record, what was new and what carried, and every value as a table. */
export default withDb(async function IssuancePage(db, props: { params: Params }) {
  const { id } = await props.params;
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, `/admin/weather/issuances/${encodeURIComponent(id)}`, 'weather.edit');
  if (!UUID.test(id)) notFound();
  const detail = await getIssuanceDetail(db, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const { issuance } = detail;
  const carriedFrom = issuance.coverage?.carriedFrom;
  return (
    <>
      <AdminNav current="/admin/weather" user={user} />
      <p className="mb-2 text-sm">
        <Link href="/admin/weather" prefetch={false}>
          All issuances
        </Link>
      </p>
      <PageHeading
        title={`${TYPE_LABELS[issuance.type]}: ${issuance.dateRange}`}
        lead={issuance.coverageText ?? 'What was new and what carried was not recorded for this issuance.'}
      />
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Forecast of</dt>
        <dd>{issuance.dateForecast}</dd>
        <dt className="font-semibold">Valid</dt>
        <dd>{formatDateRange(issuance.validFrom, issuance.validTo, 'en')}</dd>
        <dt className="font-semibold">Source</dt>
        <dd>{issuance.source === 'excel' ? `Workbook: ${issuance.files.join(', ')}` : issuance.source === 'encode' ? 'Entered by hand' : 'Connector'}</dd>
        <dt className="font-semibold">Loaded by</dt>
        <dd className="break-all">{issuance.authorEmail ?? 'Connector (no one)'}</dd>
        <dt className="font-semibold">Public “updated by”</dt>
        <dd>{issuance.updatedBy}</dd>
        <dt className="font-semibold">Loaded on</dt>
        <dd>{staffDateTime(issuance.dateCreated)}</dd>
        <dt className="font-semibold">Carried from</dt>
        <dd>
          {carriedFrom ? (
            <Link href={`/admin/weather/issuances/${carriedFrom.id}`} prefetch={false}>
              The issuance of {staffDateTime(carriedFrom.dateCreated)}
            </Link>
          ) : (
            'Nothing: a new outlook, or every value given by this write'
          )}
        </dd>
        <dt className="font-semibold">Data</dt>
        <dd>
          <a href={`/api/weather/${API[issuance.type]}?issuance=${issuance.id}`}>As JSON</a>
        </dd>
      </dl>
      <IssuanceMapLinks detail={detail} />
      <p className="mb-4 text-sm">Values carried from an earlier issuance are shaded and marked “Carried”.</p>
      <IssuanceValues detail={detail} />
    </>
  );
});

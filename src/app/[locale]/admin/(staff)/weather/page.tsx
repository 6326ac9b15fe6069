import type { Metadata } from 'next';
import { Radio } from 'lucide-react';
import Link from 'next/link';
import { AdminNav } from '@/components/admin/admin-nav';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { OutlookStatesTable } from '@/components/admin/outlook-states';
import { PageHeading } from '@/components/site/page-heading';
import { staffDateTime } from '@/domain/auth/staff-labels';
import { can } from '@/domain/permissions/can';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getOutlookStates } from '@/server/weather/get-outlook-states';
import { listIssuances } from '@/server/weather/list-issuances';

export const metadata: Metadata = { title: 'Weather data', robots: { index: false } };

const TYPE_LABELS = { seasonal: 'Seasonal', ten_day: '10-day', special_weather: 'Special' } as const;
const API = { seasonal: 'seasonal', ten_day: 'tenday', special_weather: 'special' } as const;

export default async function AdminWeatherPage(props: LocaleParams) {
  await resolvePageLocale(props);
  const user = await requireStaffPage('/admin/weather', 'weather.edit');
  const [{ items, total }, states] = await Promise.all([listIssuances({ limit: 50 }), getOutlookStates()]);
  const when = (seconds: number) => staffDateTime(new Date(seconds * 1000));
  return (
    <>
      <AdminNav current="/admin/weather" user={user} />
      <PageHeading
        title="Weather data"
        lead="Every upload or edit adds an issuance; the newest of each type, marked Live, is what the public sees. A write that covers part of the region carries the rest forward from the newest issuance of the same period."
      />
      <OutlookStatesTable states={states} types={['ten_day', 'seasonal', 'special_weather']} />
      <div role="region" aria-label="Issuances" tabIndex={0} className="overflow-x-auto rounded-lg border border-neutral-300">
        <table className="w-full min-w-[1100px] text-left text-sm">
          <caption className="p-3 text-left font-semibold">
            Issuances ({items.length} of {total}, newest first)
          </caption>
          <thead className="bg-pale">
            <tr>
              {['Type', 'Period', 'New and carried', 'Source', 'Loaded by', 'Public “updated by”', 'Loaded on', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-4">
                  Received an empty weather data. No outlook has been loaded yet: upload or enter one from the seasonal, 10-day or special page.
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr key={item.id} className={`border-t border-neutral-200 align-top ${item.live ? 'bg-pale' : ''}`} data-live={item.live || undefined}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {TYPE_LABELS[item.type]}
                    {item.live ? (
                      <span className="mt-1 flex items-center gap-1 text-xs font-semibold">
                        <Radio aria-hidden className="size-4" />
                        Live: on the public pages
                      </span>
                    ) : null}
                  </th>
                  <td className="px-3 py-2">{item.dateRange}</td>
                  <td className="px-3 py-2" data-testid="coverage">
                    {item.coverageText ?? 'Not recorded'}
                  </td>
                  <td className="px-3 py-2">{item.source === 'excel' ? item.files.join(', ') : item.source}</td>
                  {/* The person is for staff; the public answers only say system (PAGASA's files) or admin (typed in). */}
                  <td className="px-3 py-2 break-all">{item.authorEmail ?? 'Connector (no one)'}</td>
                  <td className="px-3 py-2">{item.updatedBy}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(item.dateCreated._seconds)}</td>
                  <td className="flex flex-wrap gap-2 px-3 py-2">
                    <Link href={`/admin/weather/issuances/${item.id}`} prefetch={false} className="inline-flex min-h-11 items-center">
                      Open<span className="sr-only"> {item.dateRange}</span>
                    </Link>
                    <a href={`/api/weather/${API[item.type]}?issuance=${item.id}`} className="inline-flex min-h-11 items-center">
                      JSON<span className="sr-only"> of {item.dateRange}</span>
                    </a>
                    {can(user, 'issuance.delete') ? (
                      <ConfirmDeleteButton
                        endpoint={`/api/weather/issuances/${item.id}`}
                        label={`${TYPE_LABELS[item.type]} ${item.dateRange}`}
                        title="Delete this issuance?"
                        description={`${TYPE_LABELS[item.type]} ${item.dateRange} and all its values will be removed. Pages will show the issuance before it. This cannot be undone.`}
                        successMessage="The issuance was deleted."
                      />
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

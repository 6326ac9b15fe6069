import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { PageHeading } from '@/components/site/page-heading';
import { staffDateTime } from '@/domain/auth/staff-labels';
import { formatDate, formatDateRange, formatMonth, formatWeekday } from '@/domain/format/manila-time';
import { formatPercent } from '@/domain/format/readings';
import { RAINFALL_LABELS, SEASONAL_LABELS } from '@/domain/weather/conditions';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/server/auth/require-staff-page';
import { getDb } from '@/server/db/get-db';
import { AppError } from '@/server/http/app-error';
import { getIssuanceDetail, type IssuanceDetail } from '@/server/weather/get-issuance-detail';

export const metadata: Metadata = { title: 'Issuance', robots: { index: false } };

type Params = Promise<{ locale: string; id: string }>;

const TYPE_LABELS = { seasonal: 'Seasonal outlook', ten_day: '10-day outlook', special_weather: 'Special weather advisory' } as const;
const API = { seasonal: 'seasonal', ten_day: 'tenday', special_weather: 'special' } as const;
const MAP_TAB = { seasonal: 'seasonal', ten_day: 'ten-day', special_weather: 'special' } as const;
const SIGNAL_NAMES: Record<string, string> = {
  general_no_signal: 'No signal (cyclone outside)',
  signal_number_1: 'Signal No. 1',
  signal_number_2: 'Signal No. 2',
  signal_number_3: 'Signal No. 3',
  signal_number_4: 'Signal No. 4',
  signal_number_5: 'Signal No. 5',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "New", "Carried", or, for a 10-day place whose days differ, which days were new. */
function statusOf(cells: ({ carried: boolean } | null)[], labels: string[]): string {
  const present = cells.flatMap((cell, i) => (cell ? [{ carried: cell.carried, label: labels[i]! }] : []));
  if (present.every((cell) => !cell.carried)) return 'New';
  if (present.every((cell) => cell.carried)) return 'Carried';
  return `New on ${present.filter((cell) => !cell.carried).map((cell) => cell.label).join(', ')}; other days carried`;
}

const cellClass = (cell: { carried: boolean } | null) => `px-2 py-1 whitespace-nowrap ${cell?.carried ? 'bg-neutral-100 text-neutral-700' : ''}`;

function mapHref(detail: IssuanceDetail, period: string | undefined, title: string): string {
  const query = new URLSearchParams({ title });
  if (period) query.set('period', period);
  return `/maps/en/${MAP_TAB[detail.issuance.type]}/${detail.issuance.id}/region?${query.toString()}`;
}

function Group({ caption, headings, children }: { caption: string; headings: string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="mb-6 overflow-x-auto rounded-lg border border-neutral-300">
      <table className="w-full text-left text-sm">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead className="bg-pale">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function SeasonalValues({ detail }: { detail: IssuanceDetail }) {
  const { months, provinces } = detail.seasonal!;
  const labels = months.map((m) => formatMonth(m, 'en', 'short'));
  if (provinces.length === 0) return <p className="mb-6">This issuance holds no values.</p>;
  return provinces.map((province) => (
    <Group key={province.psgc} caption={`${province.name}: rainfall, percent of normal`} headings={['Place', ...labels, 'Status']}>
      {province.rows.map((row) => (
        <tr key={row.psgc} className="border-t border-neutral-200">
          <th scope="row" className="px-2 py-1 font-medium">
            {row.municipality ? row.name : `${row.name} (whole province)`}
          </th>
          {row.cells.map((cell, i) => (
            <td key={months[i]} className={cellClass(cell)}>
              {cell ? (cell.percent === null ? SEASONAL_LABELS[cell.category] : `${formatPercent(cell.percent)} · ${SEASONAL_LABELS[cell.category]}`) : '—'}
            </td>
          ))}
          <td className="px-2 py-1">{statusOf(row.cells, labels)}</td>
        </tr>
      ))}
    </Group>
  ));
}

function TendayValues({ detail }: { detail: IssuanceDetail }) {
  const { days, provinces } = detail.tenday!;
  const labels = days.map((day) => formatWeekday(day, 'en'));
  if (provinces.length === 0) return <p className="mb-6">This issuance holds no values.</p>;
  return provinces.map((province) => (
    <Group key={province.psgc} caption={`${province.name}: rainfall by day`} headings={['Place', ...labels, 'Status']}>
      {province.rows.map((row) => (
        <tr key={row.psgc} className="border-t border-neutral-200">
          <th scope="row" className="px-2 py-1 font-medium whitespace-nowrap">
            {row.name}
          </th>
          {row.cells.map((cell, i) => (
            <td key={days[i]} className={cellClass(cell)}>
              {cell ? (cell.rainfall ? RAINFALL_LABELS[cell.rainfall] : 'No data') : '—'}
            </td>
          ))}
          <td className="px-2 py-1">{statusOf(row.cells, labels)}</td>
        </tr>
      ))}
    </Group>
  ));
}

function SpecialValues({ detail }: { detail: IssuanceDetail }) {
  const special = detail.special!;
  if (!special.activeCyclone) return <p className="mb-6">No active tropical cyclone: this advisory cleared every wind signal.</p>;
  return (
    <>
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {(
          [
            ['Cyclone', special.name],
            ['Bulletin no.', special.bulletinNumber],
            ['Issued', special.issuedAt ? staffDateTime(special.issuedAt) : null],
            ['Centre', special.centre],
            ['Movement', special.movement],
            ['Strength', special.strength],
            ['Track image', special.hasTrackImage ? 'Yes' : 'None'],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {special.signals.length === 0 ? (
        <p className="mb-6">This advisory raises no wind signal in the region.</p>
      ) : (
        <Group caption="Wind signals" headings={['Province', 'City or municipality', 'Signal', 'Status']}>
          {special.signals.map((signal) => (
            <tr key={`${signal.province}/${signal.municipality ?? ''}`} className="border-t border-neutral-200">
              <th scope="row" className="px-2 py-1 font-medium">
                {signal.province}
              </th>
              <td className="px-2 py-1">{signal.municipality ?? 'Whole province'}</td>
              <td className={cellClass(signal)}>{SIGNAL_NAMES[signal.signal] ?? signal.signal}</td>
              <td className="px-2 py-1">{signal.carried ? 'Carried' : 'New'}</td>
            </tr>
          ))}
        </Group>
      )}
    </>
  );
}

function MapLinks({ detail }: { detail: IssuanceDetail }) {
  const links =
    detail.issuance.type === 'seasonal'
      ? detail.seasonal!.months.map((m) => ({ text: formatMonth(m, 'en', 'short'), href: mapHref(detail, m, `Rainfall in ${formatMonth(m, 'en')}`) }))
      : detail.issuance.type === 'ten_day'
        ? detail.tenday!.days.map((day) => ({ text: formatWeekday(day, 'en'), href: mapHref(detail, day, `Rainfall on ${formatDate(day, 'en')}`) }))
        : [{ text: 'Wind signals', href: mapHref(detail, undefined, 'Wind signals') }];
  if (links.length === 0) return null;
  return (
    <nav aria-label="Maps of this issuance" className="mb-6 text-sm">
      <span className="font-semibold">Map: </span>
      {links.map((link, i) => (
        <span key={link.href}>
          {i > 0 ? ' · ' : null}
          <a href={link.href} className="inline-flex min-h-11 items-center">
            {link.text}
          </a>
        </span>
      ))}
    </nav>
  );
}

/** One issuance for staff: its record, what was new and what carried, and every value as a table. */
export default async function IssuancePage(props: { params: Params }) {
  const { id } = await props.params;
  await resolvePageLocale(props as LocaleParams);
  const user = await requireStaffPage(`/admin/weather/issuances/${encodeURIComponent(id)}`, 'weather.edit');
  if (!UUID.test(id)) notFound();
  const detail = await getIssuanceDetail(await getDb(), id).catch((error: unknown) => {
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
      <PageHeading title={`${TYPE_LABELS[issuance.type]}: ${issuance.dateRange}`} lead={issuance.coverageText ?? 'What was new and what carried was not recorded for this issuance.'} />
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
      <MapLinks detail={detail} />
      <p className="mb-4 text-sm">Values carried from an earlier issuance are shaded and marked “Carried”.</p>
      {issuance.type === 'seasonal' ? <SeasonalValues detail={detail} /> : issuance.type === 'ten_day' ? <TendayValues detail={detail} /> : <SpecialValues detail={detail} />}
    </>
  );
}

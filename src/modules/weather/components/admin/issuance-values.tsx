import type { ReactNode } from 'react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { formatMonth, formatWeekday } from '@/platform/format/manila-time';
import { formatPercent } from '@/platform/format/readings';
import { RAINFALL_LABELS, SEASONAL_LABELS } from '@/modules/weather/rules/conditions';
import { cn } from '@/platform/ui/cn';
import type { IssuanceDetail } from '@/modules/weather/server/get-issuance-detail';
import { signalName } from './signal-names';

/** "New", "Carried", or, for a 10-day place whose days differ, which days were new. */
function statusOf(cells: ({ carried: boolean } | null)[], labels: string[]): string {
  const present = cells.flatMap((cell, i) => (cell ? [{ carried: cell.carried, label: labels[i]! }] : []));
  if (present.every((cell) => !cell.carried)) return 'New';
  if (present.every((cell) => cell.carried)) return 'Carried';
  return `New on ${present
    .filter((cell) => !cell.carried)
    .map((cell) => cell.label)
    .join(', ')}; other days carried`;
}

/** A value carried from an earlier issuance is shaded. */
const valueClass = (cell: { carried: boolean } | null) => cn('whitespace-nowrap', cell?.carried && 'bg-neutral-100 text-neutral-700');

/** One table of values in its own scrolling region, named by its caption. */
function Group({ caption, headings, children }: { caption: string; headings: string[]; children: ReactNode }) {
  return (
    <TableRegion label={caption} className="mb-6">
      <Table variant="compact" className="w-full">
        <TableCaption>{caption}</TableCaption>
        <TableHeadings headings={headings} className="whitespace-nowrap" />
        <TableBody>{children}</TableBody>
      </Table>
    </TableRegion>
  );
}

function SeasonalValues({ detail }: { detail: IssuanceDetail }) {
  const { months, provinces } = detail.seasonal!;
  const labels = months.map((m) => formatMonth(m, 'en', 'short'));
  if (provinces.length === 0) return <p className="mb-6">This issuance holds no values.</p>;
  return provinces.map((province) => (
    <Group key={province.psgc} caption={`${province.name}: rainfall, percent of normal`} headings={['Place', ...labels, 'Status']}>
      {province.rows.map((row) => (
        <TableRow key={row.psgc}>
          <TableHead scope="row" className="font-medium">
            {row.municipality ? row.name : `${row.name} (whole province)`}
          </TableHead>
          {row.cells.map((cell, i) => (
            <TableCell key={months[i]} className={valueClass(cell)}>
              {cell ? (cell.percent === null ? SEASONAL_LABELS[cell.category] : `${formatPercent(cell.percent)} · ${SEASONAL_LABELS[cell.category]}`) : '—'}
            </TableCell>
          ))}
          <TableCell>{statusOf(row.cells, labels)}</TableCell>
        </TableRow>
      ))}
    </Group>
  ));
}

function TenDayValues({ detail }: { detail: IssuanceDetail }) {
  const { days, provinces } = detail.tenday!;
  const labels = days.map((day) => formatWeekday(day, 'en'));
  if (provinces.length === 0) return <p className="mb-6">This issuance holds no values.</p>;
  return provinces.map((province) => (
    <Group key={province.psgc} caption={`${province.name}: rainfall by day`} headings={['Place', ...labels, 'Status']}>
      {province.rows.map((row) => (
        <TableRow key={row.psgc}>
          <TableHead scope="row" className="font-medium whitespace-nowrap">
            {row.name}
          </TableHead>
          {row.cells.map((cell, i) => (
            <TableCell key={days[i]} className={valueClass(cell)}>
              {cell ? (cell.rainfall ? RAINFALL_LABELS[cell.rainfall] : 'No data') : '—'}
            </TableCell>
          ))}
          <TableCell>{statusOf(row.cells, labels)}</TableCell>
        </TableRow>
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
            <TableRow key={`${signal.province}/${signal.municipality ?? ''}`}>
              <TableHead scope="row" className="font-medium">
                {signal.province}
              </TableHead>
              <TableCell>{signal.municipality ?? 'Whole province'}</TableCell>
              <TableCell className={valueClass(signal)}>{signalName(signal.signal)}</TableCell>
              <TableCell>{signal.carried ? 'Carried' : 'New'}</TableCell>
            </TableRow>
          ))}
        </Group>
      )}
    </>
  );
}

/** Every value of an issuance as tables (one per province, or the cyclone and its wind signals), new and carried told apart. */
export function IssuanceValues({ detail }: { detail: IssuanceDetail }) {
  if (detail.issuance.type === 'seasonal') return <SeasonalValues detail={detail} />;
  if (detail.issuance.type === 'ten_day') return <TenDayValues detail={detail} />;
  return <SpecialValues detail={detail} />;
}

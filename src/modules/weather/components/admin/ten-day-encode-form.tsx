'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { DataGrid, type GridCellAt } from '@/platform/ui/data-grid';
import { Field, Input } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { RAINFALL_CLASSES, RAINFALL_LABELS, type RainfallClass } from '@/modules/weather/rules/conditions';
import { parseTabbedBlock, planGridPaste, type CellReading } from '@/modules/weather/rules/grid-paste';
import { readRainfallEntry } from '@/modules/weather/rules/rainfall-entry';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import type { MunicipalityOption } from '@/modules/places/rules/places-contract';
import { FailureNotice, SuccessNotice, WarningNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { formatWeekday, manilaToday } from '@/platform/format/manila-time';

const LABELS = {
  forecastDate: 'First day of the outlook',
  validFrom: 'First day of the outlook',
  validTo: 'Last day of the outlook',
  values: 'Rainfall by place and day',
};

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const readRainfallCell = (text: string): CellReading<RainfallClass> => {
  const entry = readRainfallEntry(text);
  return entry.ok ? { ok: true, value: entry.rainfall } : entry;
};

/** How many refused cells the announcement names one by one. */
const NAMED_REFUSALS = 5;

const RAINFALL_OPTIONS = RAINFALL_CLASSES.map((code) => ({ value: code, label: RAINFALL_LABELS[code] }));

/**
 * Manual ("encode") entry of a 10-day outlook: the rainfall class of each place and day, one province
 * on screen at a time; entries of every province are kept and saved together as one issuance. A block
 * copied from a spreadsheet (classes or millimetres) pastes across the days and down the places from
 * the focused cell; what was filled and refused is announced.
 */
export function TenDayEncodeForm({ provinces, places }: { provinces: { psgc: string; name: string }[]; places: MunicipalityOption[] }) {
  const router = useRouter();
  const today = manilaToday();
  const [province, setProvince] = useState(provinces[0]!.psgc);
  const [start, setStart] = useState(today);
  const [grid, setGrid] = useState<Record<string, RainfallClass | ''>>({});
  const [pasteNote, setPasteNote] = useState('');
  const { state, send, fieldError } = useOperation(WEATHER_WRITES_CONTRACT.tenday, 'The 10-day outlook was saved.', LABELS);
  const days = useMemo(() => Array.from({ length: 10 }, (_, i) => addDays(start, i)), [start]);
  const rows = places.filter((p) => p.provincePsgc === province);

  const fillColumn = (day: string, value: RainfallClass | '') =>
    setGrid((current) => ({ ...current, ...Object.fromEntries(rows.map((row) => [`${row.psgc}/${day}`, value])) }));

  function onPaste(start: GridCellAt, text: string) {
    const plan = planGridPaste(parseTabbedBlock(text), start, { rows: rows.length, columns: days.length }, readRainfallCell);
    setGrid((current) => ({ ...current, ...Object.fromEntries(plan.fills.map((fill) => [`${rows[fill.row]!.psgc}/${days[fill.column]}`, fill.value ?? ''])) }));
    const where = (row: number, column: number) => `${rows[row]!.name}, ${formatWeekday(days[column]!, 'en')}`;
    const filled = plan.fills.filter((fill) => fill.value !== null).length;
    const cleared = plan.fills.length - filled;
    const parts = [`Pasted from ${where(start.row, start.column)}: ${filled} cell${filled === 1 ? '' : 's'} filled`];
    if (cleared > 0) parts.push(`${cleared} cleared`);
    if (plan.refused.length > 0) {
      const named = plan.refused.slice(0, NAMED_REFUSALS).map((r) => `${where(r.row, r.column)} "${r.text}" (${r.reason})`);
      const more = plan.refused.length > NAMED_REFUSALS ? ` and ${plan.refused.length - NAMED_REFUSALS} more` : '';
      parts.push(`${plan.refused.length} refused and left as they were: ${named.join('; ')}${more}`);
    }
    if (plan.outside > 0)
      parts.push(`${plan.outside} value${plan.outside === 1 ? '' : 's'} fell outside the grid and ${plan.outside === 1 ? 'was' : 'were'} left out`);
    setPasteNote(`${parts.join('; ')}.`);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Entries of every province are sent, not only the one on screen: the outlook covers the region.
    const values = places.flatMap((row) =>
      days.flatMap((day) => {
        const rainfall = grid[`${row.psgc}/${day}`];
        return rainfall
          ? [
              {
                municipality: row.psgc,
                date: day,
                rainfall,
                rainfallAmount: null,
                tempMin: null,
                tempMax: null,
                tempMean: null,
                cloudCover: null,
                humidity: null,
                windSpeed: null,
                windDirection: null,
              },
            ]
          : [];
      }),
    );
    if (await send({ forecastDate: start, validFrom: days[0]!, validTo: days[9]!, values })) router.refresh();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Province">
          <Select value={province} onChange={(e) => setProvince(e.target.value)} options={provinces.map((p) => ({ value: p.psgc, label: p.name }))} />
        </Field>
        <Field label="First day of the outlook" error={fieldError('forecastDate') ?? fieldError('validFrom')}>
          <Input type="date" required value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
      </div>
      <p id="tenday-paste-hint" className="text-sm text-neutral-700">
        To paste from a spreadsheet, copy a block of rainfall cells in Excel or Google Sheets (classes such as LIGHT RAINS, bands such as &lt;60, or
        millimetres), pick the cell where it starts here and press Ctrl+V (⌘V): it fills across the days and down the places of the province on screen.
      </p>
      <p role="status" aria-live="polite" className="text-sm font-medium">
        {pasteNote}
      </p>
      <DataGrid
        label="Rainfall by place and day"
        describedBy="tenday-paste-hint"
        onPasteBlock={onPaste}
        corner="Place"
        rows={rows}
        rowKey={(row) => row.psgc}
        rowHeader={(row) => row.name}
        columns={days}
        columnHeaderClassName="whitespace-nowrap"
        columnHeader={(day) => (
          <>
            {formatWeekday(day, 'en')}
            <Select
              variant="cell"
              aria-label={`Set every place on ${day}`}
              className="mt-1 block text-xs"
              value=""
              onChange={(e) => fillColumn(day, e.target.value as RainfallClass | '')}
              placeholder="all…"
              options={RAINFALL_OPTIONS}
            />
          </>
        )}
        cellClassName="px-1"
        renderCell={(row, day) => (
          <Select
            variant="cell"
            aria-label={`${row.name}, ${day}`}
            className="text-xs"
            value={grid[`${row.psgc}/${day}`] ?? ''}
            onChange={(e) => setGrid((current) => ({ ...current, [`${row.psgc}/${day}`]: e.target.value as RainfallClass | '' }))}
            placeholder="—"
            options={RAINFALL_OPTIONS}
          />
        )}
      />
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Saving…' : 'Save 10-day outlook'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? (
        state.result.archived ? (
          <WarningNotice>{state.result.archived}</WarningNotice>
        ) : (
          <SuccessNotice>Saved as a new issuance.</SuccessNotice>
        )
      ) : null}
    </form>
  );
}

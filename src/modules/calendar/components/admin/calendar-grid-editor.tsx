'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { DataGrid } from '@/platform/ui/data-grid';
import { Field } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { TableCell, TableHead, TableHeader, TableRow } from '@/platform/ui/table';
import { CALENDAR_CONTRACT } from '@/modules/calendar/rules/calendar-contract';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { SLOT_COUNT } from '@/modules/calendar/rules/month-halves';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { MONTH_ABBREVIATIONS } from '@/platform/format/calendar-names';

// Staff screens are English; the month set is the portal's one.
const MONTH_LABELS = MONTH_ABBREVIATIONS.en;
const HALF_LABELS = ['days 1–15', 'days 16–end'];
const SLOTS = Array.from({ length: SLOT_COUNT }, (_, slot) => slot);

/** Months over their two halves ("1" and "16"); the check column and the municipality column span both rows. */
const GRID_HEAD = (
  <TableHeader>
    <TableRow>
      <TableHead scope="col" rowSpan={2}>
        <span className="sr-only">Check</span>
      </TableHead>
      <TableHead scope="col" rowSpan={2} className="text-left">
        Municipality
      </TableHead>
      {MONTH_LABELS.map((month) => (
        <TableHead key={month} scope="colgroup" colSpan={2}>
          {month}
        </TableHead>
      ))}
    </TableRow>
    <TableRow>
      {MONTH_LABELS.flatMap((month) =>
        HALF_LABELS.map((half, h) => (
          <TableHead key={`${month}${h}`} scope="col" className="font-normal">
            {h === 0 ? '1' : '16'}
          </TableHead>
        )),
      )}
    </TableRow>
  </TableHeader>
);

interface GridRow {
  psgc: string;
  name: string;
  slots: (StageCode | null)[];
}

/**
 * One province and crop: municipalities by 24 half-months, a stage picked per cell, a row copied to the
 * checked rows, everything saved in one request (one transaction and audit row on the server).
 */
export function CalendarGridEditor({
  province,
  crop,
  mode,
  initialRows,
}: {
  province: { psgc: string; name: string };
  crop: { key: string; name: string; stages: { code: StageCode; label: string }[] };
  mode: CalendarMode;
  initialRows: GridRow[];
}) {
  const router = useRouter();
  const [rows, setRows] = useState(initialRows);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [source, setSource] = useState(initialRows[0]?.psgc ?? '');
  const [dirty, setDirty] = useState(false);
  const { state, send } = useOperation(CALENDAR_CONTRACT.saveGrid, 'The calendar was saved.');

  const setCell = (psgc: string, slot: number, stage: StageCode | null) => {
    setRows((current) => current.map((row) => (row.psgc === psgc ? { ...row, slots: row.slots.map((s, i) => (i === slot ? stage : s)) } : row)));
    setDirty(true);
  };
  const toggle = (psgc: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(psgc)) next.delete(psgc);
      else next.add(psgc);
      return next;
    });
  const copyRow = () => {
    const from = rows.find((row) => row.psgc === source);
    if (!from) return;
    setRows((current) => current.map((row) => (checked.has(row.psgc) && row.psgc !== source ? { ...row, slots: [...from.slots] } : row)));
    setDirty(true);
  };
  const label = (code: StageCode) => crop.stages.find((s) => s.code === code)?.label ?? code;
  const stageOptions = crop.stages.map((s) => ({ value: s.code, label: `${s.code}: ${s.label}` }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const saved = await send({ province: province.psgc, crop: crop.key, mode, rows: rows.map((row) => ({ municipality: row.psgc, slots: row.slots })) });
    if (saved) {
      setDirty(false);
      router.refresh();
    }
  }

  return (
    <form onSubmit={onSubmit} aria-label={`${crop.name} calendar for ${province.name}`}>
      <div className="mb-3 flex flex-wrap items-end gap-3 rounded-md border border-neutral-300 bg-pale p-3">
        <Field label="Copy the row of" size="sm">
          <Select
            variant="cell"
            value={source}
            onChange={(e) => setSource(e.target.value)}
            className="ml-2 min-h-11 bg-white px-2 text-sm"
            options={rows.map((row) => ({ value: row.psgc, label: row.name }))}
          />
        </Field>
        <Button type="button" variant="outline" onClick={copyRow} disabled={checked.size === 0}>
          to the {checked.size} checked row{checked.size === 1 ? '' : 's'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setChecked(new Set(rows.map((r) => r.psgc)))}>
          Check all
        </Button>
        <Button type="button" variant="ghost" onClick={() => setChecked(new Set())}>
          Uncheck all
        </Button>
      </div>
      <DataGrid
        label="Calendar grid"
        scroll="x"
        frame="none"
        variant="bare"
        className="relative mb-4"
        tableClassName="grid-cal"
        head={GRID_HEAD}
        rows={rows}
        rowKey={(row) => row.psgc}
        rowHeader={(row) => row.name}
        rowHeaderClassName=""
        leading={(row) => (
          <TableCell>
            <input type="checkbox" checked={checked.has(row.psgc)} onChange={() => toggle(row.psgc)} aria-label={`Check ${row.name}`} className="size-5" />
          </TableCell>
        )}
        columns={SLOTS}
        cellClassName={(row, slot) => `g-${row.slots[slot] ?? 'none'} p-0`}
        renderCell={(row, slot) => {
          const stage = row.slots[slot] ?? null;
          return (
            <Select
              variant="bare"
              value={stage ?? ''}
              onChange={(e) => setCell(row.psgc, slot, (e.target.value || null) as StageCode | null)}
              aria-label={`${row.name}, ${MONTH_LABELS[Math.floor(slot / 2)]} ${HALF_LABELS[slot % 2]}`}
              title={stage ? label(stage) : 'No crop'}
              className="w-full min-w-14 bg-transparent py-1 text-xs"
              data-slot={slot}
              placeholder="–"
              options={stageOptions}
            />
          );
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={state.status === 'pending'}>
          {state.status === 'pending' ? 'Saving…' : 'Save calendar'}
        </Button>
        {dirty ? <span className="text-sm font-medium text-warning">Unsaved changes</span> : null}
      </div>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? (
        <SuccessNotice>
          <p>
            Saved {state.result.saved} rows{state.result.cleared ? `, cleared ${state.result.cleared}` : ''}.
          </p>
        </SuccessNotice>
      ) : null}
    </form>
  );
}

'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/platform/ui/button';
import { showToast } from '@/platform/ui/toast-store';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { MunicipalityOption } from '@/modules/places/rules/places-contract';
import { BulletinFormFields } from './bulletin-form-fields';
import { EndedOutlookDialog, endedOutlookOf, type EndedOutlook } from './ended-outlook-dialog';
import { requestBody, TYPE_LABELS, type BulletinForm, type DashboardOptions } from './dashboard-options';
import { bulletinProblem, postBulletin, ReportCallError, type BulletinFields } from './state/report-api';
import { fetchReports } from './state/reports-slice';
import type { DashboardDispatch, DashboardRootState } from './state/store';

const STORAGE_KEY = 'acap-batch-v1';
// Two at a time: the server renders one while the next is on its way, without crowding other users out.
const PARALLEL = 2;

interface Batch {
  type: BulletinType;
  body: BulletinFields;
  places: MunicipalityOption[];
  results: Record<string, { ok: true } | { ok: false; message: string; ended?: boolean }>;
}

const CHANGED = 'acap-batch-changed';

// The batch lives in localStorage (it must outlive the page); React reads it as an outside store.
function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function parse(text: string | null): Batch | null {
  try {
    return JSON.parse(text ?? 'null') as Batch | null;
  } catch {
    return null;
  }
}

/**
 * One bulletin type for every municipality of a province (or the region) for a crop. Progress is kept
 * in the browser, so a batch left half-way is resumed where it stopped; failures are listed per place.
 */
export function BatchPanel({ options }: { options: DashboardOptions }) {
  const dispatch = useDispatch<DashboardDispatch>();
  const { reportType, language } = useSelector((state: DashboardRootState) => state.dashboard);
  const [form, setForm] = useState<BulletinForm>({ province: '', municipality: '', crop: '', month: '', signal: '' });
  const stored = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(STORAGE_KEY),
    () => null,
  );
  const batch = useMemo(() => parse(stored), [stored]);
  const [running, setRunning] = useState(false);
  const stop = useRef(false);
  const lastEnded = useRef<EndedOutlook | null>(null);
  const [ended, setEnded] = useState<EndedOutlook | null>(null);

  useEffect(() => () => void (stop.current = true), []);

  const save = (next: Batch | null) => {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
    window.dispatchEvent(new Event(CHANGED));
  };

  async function run(start: Batch) {
    setRunning(true);
    stop.current = false;
    let current = start;
    const queue = start.places.filter((place) => !start.results[place.psgc]?.ok);
    const worker = async () => {
      for (let place = queue.shift(); place && !stop.current; place = queue.shift()) {
        let result: Batch['results'][string];
        try {
          const response = await postBulletin(current.type, { ...current.body, province: place.provincePsgc, municipality: place.psgc, operation: 'create' });
          const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
          const endedOutlook = endedOutlookOf(response.status, answer);
          result = response.ok
            ? { ok: true }
            : { ok: false, message: answer.error?.message ?? `The server answered ${response.status}.`, ...(endedOutlook ? { ended: true } : {}) };
          if (endedOutlook) lastEnded.current = endedOutlook;
        } catch (error) {
          result = { ok: false, message: error instanceof ReportCallError ? error.message : 'The portal could not be reached.' };
        }
        current = { ...current, results: { ...current.results, [place.psgc]: result } };
        save(current);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    setRunning(false);
    void dispatch(fetchReports({}));
    if (!stop.current) {
      const failed = Object.values(current.results).filter((r) => !r.ok).length;
      showToast(failed ? 'warning' : 'success', failed ? `Batch finished: ${failed} place(s) failed.` : 'Batch finished: every bulletin was saved.');
    }
  }

  function onStart(event: FormEvent) {
    event.preventDefault();
    const places = options.municipalities
      .filter((m) => !form.province || m.provincePsgc === form.province)
      .map((m) => ({ psgc: m.psgc, name: m.name, provincePsgc: m.provincePsgc }));
    const body = requestBody(reportType, form, language);
    // Refused once for the whole batch rather than once for each of its places.
    const [first] = places;
    const problem = first && bulletinProblem(reportType, { ...body, province: first.provincePsgc, municipality: first.psgc, operation: 'create' });
    if (problem) {
      showToast('error', problem);
      return;
    }
    const next: Batch = { type: reportType, body, places, results: {} };
    save(next);
    void run(next);
  }

  /** The staff confirmed: the places refused for an ended outlook are made again from it, saying so. */
  function onConfirmEnded() {
    setEnded(null);
    if (!batch) return;
    const results = Object.fromEntries(Object.entries(batch.results).filter(([, result]) => result.ok || !result.ended));
    const next: Batch = { ...batch, body: { ...batch.body, allowExpired: true }, results };
    save(next);
    void run(next);
  }

  const done = batch ? Object.keys(batch.results).length : 0;
  const failures = batch ? batch.places.filter((p) => batch.results[p.psgc] && !batch.results[p.psgc]!.ok) : [];
  const finished = batch !== null && done === batch.places.length;
  const endedFailures = failures.filter((place) => {
    const result = batch!.results[place.psgc]!;
    return !result.ok && result.ended;
  }).length;

  return (
    <section aria-labelledby="batch" className="mb-8 rounded-lg border border-neutral-300 p-4">
      <h2 id="batch" className="mb-1 text-xl font-bold">
        Batch: every municipality at once
      </h2>
      <p className="mb-3 text-sm text-neutral-700">
        Makes and saves a {TYPE_LABELS[reportType].toLowerCase()} bulletin for each municipality of a province, or of the whole region. You may leave this page;
        the batch resumes from here.
      </p>
      {!batch || finished ? (
        <form onSubmit={onStart} className="space-y-3">
          <BulletinFormFields type={reportType} form={form} options={options} onChange={setForm} idPrefix="batch" wholeProvince />
          <Button type="submit" disabled={running}>
            Start the batch
          </Button>
        </form>
      ) : null}
      {batch ? (
        <div className="mt-4" data-testid="batch-progress">
          <label htmlFor="batch-bar" className="text-sm font-semibold">
            {done} of {batch.places.length} places done{failures.length ? `, ${failures.length} failed` : ''}
          </label>
          <progress id="batch-bar" max={batch.places.length} value={done} className="mt-1 block h-4 w-full" />
          <div className="mt-3 flex flex-wrap gap-3">
            {!running && !finished ? <Button onClick={() => void run(batch)}>Resume the batch</Button> : null}
            {running ? (
              <Button variant="outline" onClick={() => (stop.current = true)}>
                Pause
              </Button>
            ) : null}
            {!running && endedFailures > 0 ? (
              <Button variant="outline" onClick={() => setEnded(lastEnded.current ?? { validTo: '', message: '' })}>
                Make the {endedFailures} refused for an ended outlook anyway
              </Button>
            ) : null}
            {!running ? (
              <Button variant="ghost" onClick={() => save(null)}>
                {finished ? 'Clear' : 'Discard the batch'}
              </Button>
            ) : null}
          </div>
          {failures.length > 0 ? (
            <ul className="mt-3 list-disc pl-5 text-sm" aria-label="Places that failed">
              {failures.map((place) => {
                const result = batch.results[place.psgc]!;
                return <li key={place.psgc}>{`${place.name}: ${result.ok ? '' : result.message}`}</li>;
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
      <EndedOutlookDialog ended={ended} onConfirm={onConfirmEnded} onCancel={() => setEnded(null)} />
    </section>
  );
}

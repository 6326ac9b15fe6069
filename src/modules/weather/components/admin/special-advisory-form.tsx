'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input, Textarea } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { capTime } from '@/modules/exchange/rules/feeds/cap-time';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import type { CapImport } from '@/modules/weather/rules/cap-import';
import { WIND_SIGNALS, type WindSignal } from '@/modules/weather/rules/conditions';
import { HAZARD_FIELDS, HAZARD_LABELS } from '@/modules/weather/rules/cyclone-hazards';
import type { CycloneCategory } from '@/modules/weather/rules/weather-words';
import type { MunicipalityOption } from '@/modules/places/rules/places-contract';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import type { AdvisoryPrefill } from '@/modules/weather/server/get-advisory-prefill';
import { FailureNotice, SuccessNotice, WarningNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { CapImportNotice } from './cap-import-notice';
import { CapImportPanel } from './cap-import-panel';
import { importedAdvisoryValues } from './imported-advisory-values';
import { SIGNAL_NAMES } from './signal-names';
import { MOVEMENT_DIRECTIONS, movementWords, type MovementDirection } from '@/modules/weather/rules/cyclone-motion';

const SPECIAL_PAGE = '/admin/weather/special';

const LABELS = {
  name: 'Cyclone name',
  movementDirection: 'Moving towards',
  movementSpeed: 'Speed',
  maxWinds: 'Maximum sustained winds',
  gusts: 'Gusts',
  category: 'Category',
  bulletinNumber: 'Bulletin number',
  issuedAt: 'Issued at',
  centre: 'Location of the centre',
  movement: 'Movement',
  strength: 'Strength',
  centreTl: 'Location of the centre, in Tagalog',
  movementTl: 'Movement, in Tagalog',
  strengthTl: 'Strength, in Tagalog',
  forecastPositions: 'Forecast positions',
  ...Object.fromEntries(
    HAZARD_FIELDS.flatMap((field) => [
      [field.en, HAZARD_LABELS[field.kind].en],
      [field.tl, `${HAZARD_LABELS[field.kind].en}, in Tagalog`],
    ]),
  ),
  signals: 'Wind signals',
};

const DIRECTION_OPTIONS = MOVEMENT_DIRECTIONS.map((direction) => ({
  value: direction,
  label: direction === 'stationary' ? 'Almost stationary' : `${direction} (${movementWords({ direction }, 'en')!.toLowerCase()})`,
}));

const CATEGORY_OPTIONS = [
  { value: 'tropical_depression', label: 'Tropical depression (TD)' },
  { value: 'tropical_storm', label: 'Tropical storm (TS)' },
  { value: 'severe_tropical_storm', label: 'Severe tropical storm (STS)' },
  { value: 'typhoon', label: 'Typhoon (TY)' },
  { value: 'super_typhoon', label: 'Super typhoon (STY)' },
] satisfies { value: CycloneCategory; label: string }[];

const SIGNAL_OPTIONS = WIND_SIGNALS.map((signal) => ({ value: signal, label: SIGNAL_NAMES[signal] }));

interface FormProps {
  provinces: { psgc: string; name: string }[];
  places: MunicipalityOption[];
  /** The live advisory to start from; null when no cyclone is active (or none was ever loaded). */
  prefill: AdvisoryPrefill | null;
  /** Staff chose to start blank (`?blank=1`) although an advisory could pre-fill the form. */
  blank: boolean;
  /** The hosts the server fetches CAP alerts from (`ACAP_CAP_IMPORT_HOSTS`); empty: upload only. */
  capHosts: readonly string[];
}

/**
 * The cyclone advisory with its wind signal per province (and per municipality where it differs), or "no
 * active cyclone". While a cyclone is active it opens pre-filled from the live advisory, so staff change
 * what PAGASA changed instead of retyping everything between bulletins a few hours apart.
 */
export function SpecialAdvisoryForm(props: FormProps) {
  // Kept above the fields: after a save the page refreshes with the new advisory and the fields are
  // rebuilt from it (their key changes), while the "saved" notice must stay on screen.
  const api = useOperation(WEATHER_WRITES_CONTRACT.special, 'The special weather advisory was saved.', LABELS);
  // A CAP alert read into the form (decision 062): its values replace the fields until discarded or saved.
  const [imported, setImported] = useState<{ result: CapImport; round: number } | null>(null);
  const from = props.blank ? null : props.prefill;
  const fields = imported
    ? { key: `cap-${imported.round}`, values: importedAdvisoryValues(imported.result, from), issuedAt: imported.result.values.issuedAt }
    : { key: from?.from.issuanceId ?? 'blank', values: from?.values, issuedAt: undefined };
  return (
    <>
      <CapImportPanel hosts={props.capHosts} onImported={(result) => setImported((current) => ({ result, round: (current?.round ?? 0) + 1 }))} />
      {imported ? (
        <CapImportNotice imported={imported.result} onDiscard={() => setImported(null)} />
      ) : (
        <PrefillNotice prefill={props.prefill} blank={props.blank} />
      )}
      <AdvisoryFields
        key={fields.key}
        provinces={props.provinces}
        places={props.places}
        values={fields.values}
        issuedAt={fields.issuedAt}
        api={api}
        onSaved={() => setImported(null)}
      />
    </>
  );
}

/** Where the form starts from, said before the first field, with the way to the other start. */
function PrefillNotice({ prefill, blank }: { prefill: AdvisoryPrefill | null; blank: boolean }) {
  if (!prefill) return null;
  const { from } = prefill;
  const advisory = `advisory no. ${from.bulletinNumber ?? '—'} on ${from.name}, issued ${formatManilaDateTime(from.issuedAt, 'en')}`;
  const linkClass = 'inline-flex min-h-11 items-center font-semibold';
  if (blank) {
    return (
      <div role="note" data-testid="advisory-prefill" className="mb-4 rounded-lg border border-neutral-400 bg-pale p-3 text-sm">
        <p>This form is blank.</p>
        <Link href={SPECIAL_PAGE} prefetch={false} className={linkClass}>
          Pre-fill it from the live {advisory}
        </Link>
      </div>
    );
  }
  return (
    <div role="note" data-testid="advisory-prefill" className="mb-4 rounded-lg border-l-4 border-info bg-sky-50 p-3 text-sm">
      <p className="font-semibold">Pre-filled from {advisory}.</p>
      <p>
        {prefill.bulletinNumberIncremented
          ? `The bulletin number is now ${prefill.values.bulletinNumber}. `
          : `The bulletin number “${prefill.values.bulletinNumber}” is not a plain number and was not increased: type the new one. `}
        Check every field against PAGASA&apos;s new bulletin, then enter its issue time and attach its track image (neither is carried over).
        {from.stale ? ' That advisory is out of date: expect most of it to have changed.' : ''}
      </p>
      <Link href={`${SPECIAL_PAGE}?blank=1`} prefetch={false} className={linkClass}>
        Start blank instead
      </Link>
    </div>
  );
}

function AdvisoryFields({
  provinces,
  places,
  values,
  issuedAt,
  api,
  onSaved,
}: Pick<FormProps, 'provinces' | 'places'> & {
  /** The values the fields start from: the live advisory's, an imported alert's, or none (blank). */
  values: AdvisoryPrefill['values'] | undefined;
  /** PAGASA's issue time from an imported alert (ISO); otherwise staff type the new bulletin's. */
  issuedAt?: string;
  api: ReturnType<typeof useOperation<typeof WEATHER_WRITES_CONTRACT.special>>;
  /** After a save: the page shows the new live advisory, so an imported alert's values are done with. */
  onSaved: () => void;
}) {
  const router = useRouter();
  const [active, setActive] = useState(true);
  const [signals, setSignals] = useState<Record<string, WindSignal | ''>>(values?.signals ?? {});
  const [positions, setPositions] = useState((values?.forecastPositions ?? []).map((p) => `${p.at}: ${p.location}`).join('\n'));
  const { state, upload, fieldError } = api;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const number = (name: string) => (text(name) === undefined ? undefined : Number(text(name)));
    const issued = text('issuedAt');
    const signalAt = (psgc: string): WindSignal[] => {
      const signal = signals[psgc];
      return signal ? [signal] : [];
    };
    const advisory = active
      ? {
          activeCyclone: true,
          name: text('name'),
          category: text('category') as CycloneCategory | undefined,
          bulletinNumber: text('bulletinNumber'),
          issuedAt: issued ? `${issued}:00+08:00` : undefined,
          centre: text('centre'),
          movement: text('movement'),
          strength: text('strength'),
          centreTl: text('centreTl'),
          movementTl: text('movementTl'),
          strengthTl: text('strengthTl'),
          movementDirection: text('movementDirection') as MovementDirection | undefined,
          movementSpeed: number('movementSpeed'),
          maxWinds: number('maxWinds'),
          gusts: number('gusts'),
          ...Object.fromEntries(
            HAZARD_FIELDS.flatMap((field) => [
              [field.en, text(field.en)],
              [field.tl, text(field.tl)],
            ]),
          ),
          forecastPositions: positions
            .split('\n')
            .map((line) => line.split(':'))
            .filter((parts) => parts.length >= 2 && parts[0]!.trim())
            .map(([at, ...rest]) => ({ at: at!.trim(), location: rest.join(':').trim() })),
          signals: [
            ...provinces.flatMap((p) => signalAt(p.psgc).map((signal) => ({ province: p.name, signal }))),
            ...places.flatMap((m) =>
              signalAt(m.psgc).map((signal) => ({ province: provinces.find((p) => p.psgc === m.provincePsgc)!.name, municipality: m.name, signal })),
            ),
          ],
        }
      : { activeCyclone: false };
    const body = new FormData();
    body.append('advisory', JSON.stringify(advisory));
    const image = form.get('trackimage');
    if (active && image instanceof File && image.size > 0) body.append('trackimage', image, image.name);
    if (await upload(advisory, body)) {
      onSaved();
      router.refresh();
    }
  }

  const signalSelect = (psgc: string, label: string) => (
    <Select
      variant="cell"
      aria-label={label}
      className="min-h-11 px-2 py-1 text-sm"
      value={signals[psgc] ?? ''}
      onChange={(e) => setSignals((current) => ({ ...current, [psgc]: e.target.value as WindSignal | '' }))}
      placeholder="—"
      options={SIGNAL_OPTIONS}
    />
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset>
        <legend className="font-medium">Is a tropical cyclone active?</legend>
        <label className="mr-6 inline-flex min-h-11 items-center gap-2">
          <input type="radio" name="active" checked={active} onChange={() => setActive(true)} /> Yes, issue an advisory
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="radio" name="active" checked={!active} onChange={() => setActive(false)} /> No active cyclone
        </label>
      </fieldset>
      {active ? (
        <>
          <div className="grid gap-4 sm:grid-cols-4">
            <Field label="Category" error={fieldError('category')}>
              <Select name="category" defaultValue={values?.category ?? ''} placeholder="—" options={CATEGORY_OPTIONS} />
            </Field>
            <Field label="Cyclone name" error={fieldError('name')} hint="The name alone, e.g. RAMON: pages add “Typhoon” or “Bagyong”.">
              <Input name="name" required maxLength={60} defaultValue={values?.name} />
            </Field>
            <Field label="Bulletin number" error={fieldError('bulletinNumber')}>
              <Input name="bulletinNumber" required maxLength={20} defaultValue={values?.bulletinNumber} />
            </Field>
            <Field label="Issued at (Philippine time)" error={fieldError('issuedAt')}>
              <Input name="issuedAt" type="datetime-local" required defaultValue={issuedAt ? capTime(issuedAt).slice(0, 16) : undefined} />
            </Field>
          </div>
          <fieldset className="rounded-lg border border-neutral-300 p-3" data-testid="motion-fields">
            <legend className="px-1 font-medium">Movement and strength</legend>
            <p className="mb-2 text-sm">Pages and bulletins say these in each language; the texts below are used only where these are empty.</p>
            <div className="grid gap-4 sm:grid-cols-4">
              <Field label="Moving towards" error={fieldError('movementDirection')}>
                <Select name="movementDirection" defaultValue={values?.movementDirection ?? ''} placeholder="—" options={DIRECTION_OPTIONS} />
              </Field>
              <Field label="Speed (km/h)" error={fieldError('movementSpeed')}>
                <Input name="movementSpeed" type="number" min={0} max={100} defaultValue={values?.movementSpeed ?? ''} />
              </Field>
              <Field label="Maximum sustained winds (km/h)" error={fieldError('maxWinds')}>
                <Input name="maxWinds" type="number" min={0} max={400} defaultValue={values?.maxWinds ?? ''} />
              </Field>
              <Field label="Gusts (km/h)" error={fieldError('gusts')}>
                <Input name="gusts" type="number" min={0} max={500} defaultValue={values?.gusts ?? ''} />
              </Field>
            </div>
          </fieldset>
          <Field label="Location of the centre" error={fieldError('centre')}>
            <Input name="centre" maxLength={300} defaultValue={values?.centre} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Movement" error={fieldError('movement')}>
              <Input name="movement" maxLength={300} defaultValue={values?.movement} />
            </Field>
            <Field label="Strength" error={fieldError('strength')}>
              <Input name="strength" maxLength={300} defaultValue={values?.strength} />
            </Field>
          </div>
          <fieldset className="rounded-lg border border-neutral-300 p-3">
            <legend className="px-1 font-medium">In Tagalog (optional)</legend>
            <p className="mb-2 text-sm">Tagalog pages and bulletins show these instead of the English texts above; left empty, they show the English.</p>
            <Field label="Location of the centre, in Tagalog (optional)" error={fieldError('centreTl')}>
              <Input name="centreTl" maxLength={300} lang="tl" defaultValue={values?.centreTl} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Movement, in Tagalog (optional)" error={fieldError('movementTl')}>
                <Input name="movementTl" maxLength={300} lang="tl" defaultValue={values?.movementTl} />
              </Field>
              <Field label="Strength, in Tagalog (optional)" error={fieldError('strengthTl')}>
                <Input name="strengthTl" maxLength={300} lang="tl" defaultValue={values?.strengthTl} />
              </Field>
            </div>
          </fieldset>
          <fieldset className="rounded-lg border border-neutral-300 p-3" data-testid="hazard-fields">
            <legend className="px-1 font-medium">Hazards (as PAGASA’s bulletin gives them; optional)</legend>
            <p className="mb-2 text-sm">
              Shown on each town’s cyclone page and printed on cyclone bulletins. A Tagalog text is shown on Tagalog pages and bulletins.
            </p>
            {HAZARD_FIELDS.map((field) => (
              <div key={field.kind} className="grid gap-4 sm:grid-cols-2">
                <Field label={HAZARD_LABELS[field.kind].en} error={fieldError(field.en)}>
                  <Textarea name={field.en} rows={2} maxLength={600} defaultValue={values?.[field.en]} />
                </Field>
                <Field label={`${HAZARD_LABELS[field.kind].en}, in Tagalog (optional)`} error={fieldError(field.tl)}>
                  <Textarea name={field.tl} rows={2} maxLength={600} lang="tl" defaultValue={values?.[field.tl]} />
                </Field>
              </div>
            ))}
          </fieldset>
          <Field
            label="Forecast positions"
            error={fieldError('forecastPositions')}
            hint="One per line, as “time: location”, e.g. “24 h: 150 km West of Iba, Zambales”."
          >
            <Textarea rows={3} value={positions} onChange={(e) => setPositions(e.target.value)} />
          </Field>
          <Field label="Track image (PNG or JPEG, up to 2 MB)">
            <Input variant="bare" name="trackimage" type="file" accept="image/png,image/jpeg" className="mt-2 block" />
          </Field>
          <div role="region" aria-label="Wind signals" tabIndex={0} className="max-h-[28rem] overflow-auto rounded-lg border border-neutral-300 p-3">
            <p className="mb-2 text-sm">Set a signal for a whole province; set one for a municipality only where it differs.</p>
            {provinces.map((p) => (
              <div key={p.psgc} className="mb-3">
                <div className="flex min-h-11 items-center gap-3">
                  <span className="w-28 font-semibold">{p.name}</span>
                  {signalSelect(p.psgc, `${p.name}, whole province`)}
                </div>
                {/* Opened where the live advisory gave a municipality its own signal, so a pre-filled one is not hidden. */}
                <details open={places.some((m) => m.provincePsgc === p.psgc && values?.signals[m.psgc]) || undefined}>
                  <summary className="min-h-11 cursor-pointer py-2 text-sm">Municipalities of {p.name}</summary>
                  <ul className="mt-1 grid gap-1 pl-4 sm:grid-cols-2">
                    {places
                      .filter((m) => m.provincePsgc === p.psgc)
                      .map((m) => (
                        <li key={m.psgc} className="flex items-center justify-between gap-2">
                          <span className="text-sm">{m.name}</span>
                          {signalSelect(m.psgc, `${m.name}, ${p.name}`)}
                        </li>
                      ))}
                  </ul>
                </details>
              </div>
            ))}
          </div>
        </>
      ) : null}
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Saving…' : 'Save advisory'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
      {state.status === 'done' ? (
        state.result.live ? (
          <SuccessNotice>Saved as a new issuance with {state.result.signals} signal(s).</SuccessNotice>
        ) : (
          <WarningNotice>{state.result.message}</WarningNotice>
        )
      ) : null}
    </form>
  );
}

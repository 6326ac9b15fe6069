import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { formatDate, formatDateRange, formatElapsed, formatManilaDateTime, formatMonth } from '@/platform/format/manila-time';
import type { Locale } from '@/i18n/routing';
import type { NextStep, OutlookState, RegionState as RegionStateData } from '@/modules/bulletins/server/get-region-state';
import type { ActiveCyclone } from '@/modules/weather/server/get-cyclone-status';

type Translate = Awaited<ReturnType<typeof getTranslations>>;

const linkBase = 'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold no-underline';

/** The outlook's own period, in the page's language: the ten days, the six months, or the cyclone and bulletin. */
function issuanceLabel(row: OutlookState, cyclone: ActiveCyclone | null, t: Translate, locale: Locale): string {
  const issuance = row.issuance!;
  if (row.type === 'ten_day') return formatDateRange(issuance.validFrom, issuance.validTo, locale);
  if (row.type === 'seasonal') return `${formatMonth(issuance.validFrom, locale)} – ${formatMonth(issuance.validTo, locale)}`;
  return cyclone ? t('advisory', { name: cyclone.name, number: cyclone.bulletinNumber ?? '—' }) : t('noCycloneIssuance');
}

function endsLabel(row: OutlookState, t: Translate, locale: Locale): string {
  const issuance = row.issuance!;
  if (row.status === 'no_cyclone') return '—';
  if (row.type === 'special_weather') {
    const time = formatManilaDateTime(issuance.validUntil, locale);
    return row.status === 'ended' ? t('outOfDateSince', { time }) : t('currentUntil', { time });
  }
  const date = formatDate(issuance.validTo, locale);
  return row.status === 'ended' ? t('endedOn', { date }) : t('endsOn', { date });
}

/** The status in words, with an icon: red for ended, but never by colour alone. */
function StatusLabel({ row, t }: { row: OutlookState; t: Translate }) {
  if (row.status === 'ended') {
    return (
      <strong className="inline-flex items-center gap-1 text-error">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t(row.type === 'special_weather' ? 'status_stale' : 'status_ended')}
      </strong>
    );
  }
  if (row.status === 'current') {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        {t('status_current')}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1">
      <CircleMinus aria-hidden="true" className="size-4 shrink-0 text-neutral-600" />
      {t(`status_${row.status}`)}
    </span>
  );
}

function stepLabel(step: NextStep, cyclone: ActiveCyclone | null, t: Translate): string {
  if (step.kind !== 'advisory') return t(`step_${step.kind}`);
  if (step.bulletinNumber) return t('step_advisory_next', { number: step.bulletinNumber });
  return t(cyclone ? 'step_advisory_update' : 'step_advisory_new');
}

/** A next step as a link to the page where it is taken; an urgent one says so in words and stands out. */
function StepLink({ step, label, context, t }: { step: NextStep; label: string; context?: string; t: Translate }) {
  return (
    <Link
      href={step.href}
      prefetch={false}
      data-urgent={step.urgent || undefined}
      className={
        step.urgent
          ? `${linkBase} bg-primary text-white hover:bg-primary-dark`
          : `${linkBase} border border-primary bg-white text-primary hover:bg-primary-light`
      }
    >
      {step.urgent ? <span className="mr-1">{t('needed')}</span> : null}
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Link>
  );
}

/**
 * The first thing on the staff dashboard: what the public sees now and what to do about it. Each
 * outlook type's live issuance with its age and end (ended in red, and said), the active cyclone with
 * its signals per province, and the advice gaps of the latest outlooks, each with a link to the staff
 * page that fixes it. Rendered on the server on every visit (the dashboard is not cached), so it is
 * as fresh as the page and needs no script. The page reads the state (`getRegionState`) and hands it in.
 */
export async function RegionState({ locale, state: reading }: { locale: Locale; state: Promise<RegionStateData> }) {
  const [state, t, w] = await Promise.all([reading, getTranslations({ locale, namespace: 'RegionState' }), getTranslations({ locale, namespace: 'Weather' })]);
  const now = Date.parse(state.checkedAt);
  const cyclone = state.cyclone?.active ? state.cyclone : null;
  const special = state.outlooks.find((row) => row.type === 'special_weather')!;
  const { gaps } = state;

  return (
    <section aria-labelledby="region-state-title" data-testid="region-state" className="mb-8 rounded-lg border border-neutral-300 p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="region-state-title" className="text-xl font-bold text-primary-dark">
          {t('title')}
        </h2>
        <p className="text-sm text-neutral-700">{t('asOf', { time: formatManilaDateTime(state.checkedAt, locale) })}</p>
      </div>

      <TableRegion labelledBy="region-state-outlooks" frame="none" className="mb-6">
        <Table className="w-full min-w-[56rem]" data-testid="region-outlooks">
          <TableCaption id="region-state-outlooks" placement="above">
            {t('outlooksCaption')}
          </TableCaption>
          <TableHeadings headings={(['colOutlook', 'colIssuance', 'colLoaded', 'colEnds', 'colState', 'colNext'] as const).map((key) => t(key))} />
          <TableBody>
            {state.outlooks.map((row) => {
              const outlook = t(`type_${row.type}`);
              const ended = row.status === 'ended';
              return (
                <TableRow key={row.type} data-type={row.type} data-status={row.status} className="align-top">
                  <TableHead scope="row" className="font-semibold">
                    {outlook}
                  </TableHead>
                  {row.issuance && row.loadedAt ? (
                    <>
                      <TableCell>{issuanceLabel(row, cyclone, t, locale)}</TableCell>
                      <TableCell>
                        {formatManilaDateTime(row.loadedAt, locale)}
                        <span className="block text-neutral-700">{formatElapsed(row.loadedAt, locale, now)}</span>
                      </TableCell>
                      <TableCell className={ended ? 'font-semibold text-error' : undefined}>{endsLabel(row, t, locale)}</TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={3}>{t(row.type === 'special_weather' ? 'noneLoadedSpecial' : 'noneLoaded')}</TableCell>
                  )}
                  <TableCell>
                    <StatusLabel row={row} t={t} />
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-2">
                      {row.next.map((step) => (
                        <StepLink key={step.kind} step={step} label={stepLabel(step, cyclone, t)} context={t('for', { outlook })} t={t} />
                      ))}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableRegion>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="region-state-cyclone" data-testid="region-cyclone">
          <h3 id="region-state-cyclone" className="mb-2 text-lg font-bold">
            {t('cycloneTitle')}
          </h3>
          {!state.cyclone ? <p className="text-sm">{t('cycloneNever')}</p> : null}
          {state.cyclone && !cyclone ? <p className="text-sm">{t('cycloneNone', { time: formatManilaDateTime(state.cyclone.issuedAt, locale) })}</p> : null}
          {cyclone ? (
            <>
              <p className="mb-1 text-sm">
                {t('cycloneActive', {
                  name: cyclone.name,
                  number: cyclone.bulletinNumber ?? '—',
                  time: formatManilaDateTime(cyclone.issuedAt, locale),
                  elapsed: formatElapsed(cyclone.issuedAt, locale, now),
                })}
              </p>
              <p className="mb-1 text-sm font-semibold">
                {cyclone.highest && cyclone.highest !== 'general_no_signal'
                  ? t('cycloneHighest', { signal: w(`signal_${cyclone.highest}`) })
                  : t('cycloneNoSignal')}
              </p>
              {cyclone.stale && special.issuance ? (
                <p className="mb-1 flex items-start gap-1 text-sm font-semibold text-error">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('cycloneStale', { time: formatManilaDateTime(special.issuance.validUntil, locale) })}
                </p>
              ) : null}
              <Table className="mt-2 w-full" data-testid="region-signals">
                <TableCaption placement="above">{t('signalsCaption')}</TableCaption>
                <TableHeadings headings={[t('colProvince'), t('colSignal')]} />
                <TableBody>
                  {cyclone.provinces.map((province) => {
                    const label = w(`signal_${province.highest ?? 'none'}`);
                    return (
                      <TableRow key={province.psgc}>
                        <TableHead scope="row" className="font-medium">
                          {province.name}
                        </TableHead>
                        {/* A province whose places are under different signals is given its highest, said as "up to". */}
                        <TableCell>{province.highest && !province.uniform ? t('upTo', { signal: label }) : label}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </>
          ) : null}
        </section>

        <section aria-labelledby="region-state-gaps" data-testid="region-gaps">
          <h3 id="region-state-gaps" className="mb-2 text-lg font-bold">
            {t('gapsTitle')}
          </h3>
          <p className={gaps.uncovered > 0 ? 'mb-2 flex items-start gap-1 text-sm font-semibold text-warning' : 'mb-2 text-sm'}>
            {gaps.uncovered > 0 ? <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
            <span>
              {gaps.checked === 0
                ? t(state.outlooks.some((row) => row.issuance) ? 'gapsNothing' : 'gapsNoOutlook')
                : gaps.uncovered === 0
                  ? t('gapsNone', { checked: gaps.checked })
                  : t('gapsSome', { gaps: gaps.gaps, uncovered: gaps.uncovered, checked: gaps.checked })}
            </span>
          </p>
          {gaps.triggersWithoutGeneral > 0 ? <p className="mb-2 text-sm">{t('generalMissing', { count: gaps.triggersWithoutGeneral })}</p> : null}
          {gaps.next ? <StepLink step={gaps.next} label={t('step_fill_gaps')} t={t} /> : null}
        </section>
      </div>
    </section>
  );
}

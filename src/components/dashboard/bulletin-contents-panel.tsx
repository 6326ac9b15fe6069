'use client';

import Link from 'next/link';
import { useEffect, useMemo, type ReactNode } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/components/ui/table';
import { ConditionChip } from '@/components/weather/condition-chip';
import type { BulletinForm, DashboardOptions } from './dashboard-options';
import { composeModel, dueLoads, type ComposeState, type DueLoad, type Part } from './state/compose-plan';
import { fetchCropCalendar, filterCalendar } from './state/crop-calendar-slice';
import { fetchMunicipalities } from './state/municipalities-slice';
import { fetchProvinces } from './state/provinces-slice';
import { fetchRecommendations } from './state/recommendations-slice';
import { fetchSeasonalCommonMisc } from './state/seasonal-common-misc-slice';
import { fetchSeasonalWeather } from './state/seasonal-weather-slice';
import { fetchSpecialWeather } from './state/special-weather-slice';
import { fetchTenDayWeather } from './state/ten-day-weather-slice';
import type { DashboardDispatch, DashboardRootState } from './state/store';

function start(dispatch: DashboardDispatch, load: DueLoad) {
  switch (load.slice) {
    case 'provinces':
      return dispatch(fetchProvinces());
    case 'seasonalcommon_misc':
      return dispatch(fetchSeasonalCommonMisc());
    case 'municipalities':
      return dispatch(fetchMunicipalities(load.arg));
    case 'tendayweather':
      return dispatch(fetchTenDayWeather(load.arg));
    case 'seasonalweather':
      return dispatch(fetchSeasonalWeather(load.arg));
    case 'specialweather':
      return dispatch(fetchSpecialWeather(load.arg));
    case 'cropcalendar':
      return dispatch(fetchCropCalendar(load.arg));
    case 'filterCalendar':
      return dispatch(filterCalendar(load.arg));
    case 'recommendations':
      return dispatch(fetchRecommendations(load.arg));
  }
}

const selectCompose = (state: DashboardRootState): ComposeState => ({
  provinces: state.provinces,
  municipalities: state.municipalities,
  tendayweather: state.tendayweather,
  seasonalweather: state.seasonalweather,
  seasonalcommon_misc: state.seasonalcommon_misc,
  specialweather: state.specialweather,
  recommendations: state.recommendations,
  cropcalendar: state.cropcalendar,
});

/** Starts the loads the form's choice needs as it is made, so the panel and the form's place lists fill in. */
export function useComposeState(form: BulletinForm, options: DashboardOptions): ComposeState {
  const dispatch = useDispatch<DashboardDispatch>();
  const { reportType, language } = useSelector((state: DashboardRootState) => state.dashboard);
  const compose = useSelector(selectCompose, shallowEqual);
  const due = dueLoads(compose, { type: reportType, form, language }, options);
  const dueKey = JSON.stringify(due);
  useEffect(() => {
    for (const load of JSON.parse(dueKey) as DueLoad[]) void start(dispatch, load);
  }, [dispatch, dueKey]);
  return compose;
}

function Problem({ part, onRetry }: { part: Extract<Part<unknown>, { state: 'problem' }>; onRetry: (load: DueLoad) => void }) {
  return (
    <div className="rounded-md border-l-4 border-error bg-red-50 p-3 text-sm">
      {/* The word says it is a problem; the red bar is only a second cue. */}
      <p className="font-semibold text-error">Not ready: {part.error}</p>
      <p className="mt-1">{part.note}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {part.link ? (
          <Button asChild variant="outline">
            <Link href={part.link.href} prefetch={false}>
              {part.link.label}
            </Link>
          </Button>
        ) : null}
        {part.retry ? (
          <Button type="button" variant="outline" onClick={() => onRetry(part.retry!)}>
            Try again
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Section<T>({
  id,
  title,
  part,
  onRetry,
  children,
}: {
  id: string;
  title: string;
  part: Part<T>;
  onRetry: (load: DueLoad) => void;
  children: (value: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-neutral-300 pt-3">
      <h4 id={id} className="mb-2 font-semibold">
        {title}
      </h4>
      {part.state === 'loading' ? <p className="text-sm text-neutral-700">Loading the {part.what}…</p> : null}
      {part.state === 'waiting' ? <p className="text-sm text-neutral-700">{part.note}</p> : null}
      {part.state === 'problem' ? <Problem part={part} onRetry={onRetry} /> : null}
      {part.state === 'ready' ? children(part.value) : null}
    </section>
  );
}

/** The outlook's rows (days or months) in a small table of the panel. */
function OutlookRows({ label, headings, rows }: { label: string; headings: string[]; rows: { key: string; heading: string; cells: ReactNode[] }[] }) {
  return (
    <TableRegion label={label}>
      <Table variant="compact" className="w-full">
        <TableHeadings className="bg-white" headings={headings} />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} className="align-top">
              <TableHead scope="row" className="font-normal whitespace-nowrap">
                {row.heading}
              </TableHead>
              {row.cells.map((cell, i) => (
                <TableCell key={i}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

/**
 * "What goes into this bulletin", beside the compose form: the outlook rows, the crop's stages in the
 * period and the advice matched to them, worked out by the server's own rules before any preview, so a
 * missing calendar or recommendation shows before the PDF is asked for.
 */
export function BulletinContentsPanel({ form, options, compose }: { form: BulletinForm; options: DashboardOptions; compose: ComposeState }) {
  const dispatch = useDispatch<DashboardDispatch>();
  const { reportType, language } = useSelector((state: DashboardRootState) => state.dashboard);
  const model = useMemo(() => composeModel(compose, { type: reportType, form, language }, options), [compose, reportType, form, language, options]);
  const onRetry = (load: DueLoad) => void start(dispatch, load);

  const parts = model.kind === 'plan' ? [model.outlook, model.stages, model.advice] : [];
  const loading = parts.filter((p) => p.state === 'loading').map((p) => (p.state === 'loading' ? p.what : ''));
  const problems = parts.filter((p) => p.state === 'problem').length;
  // One polite summary for screen readers: each part's own text would be read out at every change of the form.
  const summary =
    model.kind === 'choose'
      ? (model.outlook?.error ?? '')
      : loading.length > 0
        ? `Loading the ${[...new Set(loading)].join(' and the ')}.`
        : problems > 0
          ? `${problems} ${problems === 1 ? 'part is' : 'parts are'} not ready for ${model.title}.`
          : parts.every((p) => p.state === 'ready')
            ? `The contents of the bulletin for ${model.title} are ready.`
            : '';

  return (
    <aside aria-labelledby="bulletin-contents" className="space-y-3 rounded-lg border border-neutral-300 bg-pale p-4">
      <h3 id="bulletin-contents" className="text-lg font-bold">
        What goes into this bulletin
      </h3>
      <p role="status" className="sr-only">
        {summary}
      </p>
      {model.kind === 'choose' ? (
        <>
          <p className="text-sm">
            Choose {model.missing.join(', ').replace(/, ([^,]*)$/, ' and $1')} to see the outlook, the crop’s stages and the advice it will hold.
          </p>
          {model.outlook ? <Problem part={model.outlook} onRetry={onRetry} /> : null}
        </>
      ) : (
        <>
          <p className="text-sm font-semibold">{model.title}</p>
          <Section id="contents-outlook" title="Outlook" part={model.outlook} onRetry={onRetry}>
            {(outlook) => (
              <div className="space-y-2 text-sm">
                <p>{outlook.period}</p>
                {outlook.ended ? <p className="rounded-md border border-warning bg-amber-50 p-2">{outlook.ended}</p> : null}
                {outlook.kind === 'ten_day' ? (
                  <>
                    {outlook.prevailing ? (
                      <p>
                        Advice is matched to the prevailing rainfall: <ConditionChip code={outlook.prevailing.code} label={outlook.prevailing.label} />
                      </p>
                    ) : null}
                    <OutlookRows
                      label="10-day outlook rows"
                      headings={['Day', 'Rainfall', 'Temperature', 'Wind']}
                      rows={outlook.days.map((day) => ({
                        key: day.date,
                        heading: day.label,
                        cells: [
                          <ConditionChip key="rain" code={day.rainfall.code} label={day.rainfall.label} />,
                          <span key="temp" className="whitespace-nowrap">
                            {day.temperature ?? '—'}
                          </span>,
                          day.wind ?? '—',
                        ],
                      }))}
                    />
                  </>
                ) : null}
                {outlook.kind === 'seasonal' ? (
                  <>
                    {outlook.fromProvince ? <p>This municipality has no values of its own: the bulletin prints its province’s.</p> : null}
                    <OutlookRows
                      label="Seasonal outlook rows"
                      headings={['Month', 'Rainfall', 'Cyclones', 'Weather systems']}
                      rows={outlook.months.map((month) => ({
                        key: month.month,
                        heading: month.label,
                        cells: [
                          <ConditionChip
                            key="rain"
                            code={month.category.code}
                            label={month.percent ? `${month.category.label} (${month.percent})` : month.category.label}
                          />,
                          month.cyclones ?? '—',
                          month.weatherSystems ?? '—',
                        ],
                      }))}
                    />
                    {outlook.common.state === 'loading' ? <p className="text-neutral-700">Loading the expected cyclones and weather systems…</p> : null}
                    {outlook.common.state === 'problem' ? <Problem part={outlook.common} onRetry={onRetry} /> : null}
                  </>
                ) : null}
                {outlook.kind === 'special_weather' ? (
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    <dt className="font-semibold">Cyclone</dt>
                    <dd>
                      {[outlook.cyclone.name, outlook.cyclone.bulletinNumber ? `bulletin no. ${outlook.cyclone.bulletinNumber}` : null]
                        .filter(Boolean)
                        .join(', ') || '—'}
                    </dd>
                    {outlook.cyclone.issuedAt ? (
                      <>
                        <dt className="font-semibold">Issued</dt>
                        <dd>{outlook.cyclone.issuedAt}</dd>
                      </>
                    ) : null}
                    <dt className="font-semibold">Signal</dt>
                    <dd>
                      <ConditionChip signal={outlook.signal.code} label={outlook.signal.label} />{' '}
                      {outlook.signal.chosen ? '(as chosen)' : '(as raised for the place)'}
                    </dd>
                  </dl>
                ) : null}
              </div>
            )}
          </Section>
          <Section id="contents-stages" title="Crop stages in the period" part={model.stages} onRetry={onRetry}>
            {(stages) => (
              <div className="space-y-1 text-sm">
                <p className="text-neutral-700">{stages.calendar}</p>
                {stages.stages.length > 0 ? (
                  <ul className="list-disc pl-5">
                    {stages.stages.map((stage) => (
                      <li key={stage.code}>
                        <span className="font-semibold">{stage.label}</span> — {stage.halves}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {stages.note ? <p>{stages.note}</p> : null}
              </div>
            )}
          </Section>
          <Section id="contents-advice" title="Advice" part={model.advice} onRetry={onRetry}>
            {(advice) => (
              <div className="space-y-2 text-sm">
                <ol className="list-decimal space-y-1 pl-5">
                  {advice.items.map((item) => (
                    <li key={item.id}>
                      <span className="font-semibold">{item.operation}</span> — {item.stage}; {item.forecast}
                      {item.risk ? `; ${item.risk}` : ''}
                      {item.englishOnly ? <span className="ml-1 rounded border border-neutral-500 px-1 text-xs">English only: no Tagalog text</span> : null}
                    </li>
                  ))}
                </ol>
                {advice.withoutAdvice.length > 0 ? (
                  <p className="rounded-md border border-warning bg-amber-50 p-2">
                    No advice for {advice.withoutAdvice.join(', ')}: the bulletin lists {advice.withoutAdvice.length === 1 ? 'this stage' : 'these stages'}{' '}
                    without a step to take.{' '}
                    <Link href="/admin/recommendations/new" prefetch={false} className="inline-flex min-h-11 items-center font-semibold">
                      Add a recommendation
                    </Link>
                  </p>
                ) : null}
              </div>
            )}
          </Section>
        </>
      )}
    </aside>
  );
}

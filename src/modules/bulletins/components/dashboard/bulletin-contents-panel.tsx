'use client';

import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/platform/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { ConditionChip } from '@/modules/weather/components/condition-chip';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { adviceSections, readableTime, tenDayReadings, type AdviceSectionKind } from '@/modules/bulletins/rules/bulletin-display';
import type { BulletinPlan } from '@/modules/bulletins/rules/bulletin-plan-answer';
import { slotParts } from '@/modules/calendar/rules/month-halves';
import { MONTH_NAMES } from '@/platform/format/calendar-names';
import { formatDate } from '@/platform/format/manila-time';
import { formatPercent } from '@/platform/format/readings';
import type { EndedOutlook } from './ended-outlook-dialog';
import { planProblem } from './plan-problem';
import { fetchBulletinPlan, planKey, type PlanRequest } from './state/bulletin-plan-slice';
import type { DashboardDispatch, DashboardRootState } from './state/store';

/** How long the choice must stay still before its plan is asked for: a person picking a place makes several changes in a row. */
const SETTLE_MS = 300;

/**
 * The server's plan of the choice (`POST /api/reports/plan`), asked for once the choice has settled. A
 * plan already loaded or refused for the same choice is not asked again until `check` is called.
 */
function useBulletinPlan(request: PlanRequest | null) {
  const dispatch = useDispatch<DashboardDispatch>();
  const plan = useSelector((state: DashboardRootState) => state.bulletinPlan);
  const key = request ? planKey(request) : null;
  const heldKey = plan.key;
  useEffect(() => {
    if (!key || key === heldKey) return;
    const timer = setTimeout(() => void dispatch(fetchBulletinPlan(JSON.parse(key) as PlanRequest)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, key, heldKey]);
  const current = key !== null && plan.key === key;
  return {
    loading: key !== null && (!current || plan.status === 'pending'),
    data: current && plan.status === 'fullfilled' ? plan.data : null,
    failure: current && plan.status === 'idle' ? plan.failure : null,
    check: () => (request ? void dispatch(fetchBulletinPlan(request)) : undefined),
  };
}

const halfName = (slot: number) => {
  const { month, half } = slotParts(slot);
  return `${half === '1st_half' ? '1st' : '2nd'} half of ${MONTH_NAMES.en[month]}`;
};

const ADVICE_HEADINGS: Record<AdviceSectionKind, (plan: BulletinPlan) => string> = {
  storm: (plan) => `Before the storm${plan.storm ? `: ${plan.storm.signal.label}` : ''}`,
  stages: () => 'For the crop’s stages',
  general: () => 'General advice for the forecast',
  after_storm: () => 'After the storm passes',
};

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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-neutral-300 pt-3">
      <h4 id={id} className="mb-2 font-semibold">
        {title}
      </h4>
      <div className="space-y-2 text-sm">{children}</div>
    </section>
  );
}

function Outlook({ plan, signalChosen }: { plan: BulletinPlan; signalChosen: boolean }) {
  const { weather } = plan;
  if (weather.kind === 'ten_day') {
    return (
      <OutlookRows
        label="10-day outlook rows"
        headings={['Day', 'Rainfall', 'Temperature', 'Wind']}
        rows={weather.days.map((day) => {
          const readings = tenDayReadings(day);
          return {
            key: day.date,
            heading: day.label,
            cells: [
              <ConditionChip key="rain" code={day.rainfall.code} label={day.rainfall.label} />,
              <span key="temp" className="whitespace-nowrap">
                {readings.temperature}
              </span>,
              readings.wind,
            ],
          };
        })}
      />
    );
  }
  if (weather.kind === 'seasonal') {
    const blank = weather.months.every((month) => !month.cyclones && !month.weatherSystems);
    return (
      <>
        {weather.fromProvince ? <p>This municipality has no values of its own: the bulletin prints its province’s.</p> : null}
        <OutlookRows
          label="Seasonal outlook rows"
          headings={['Month', 'Rainfall', 'Cyclones', 'Weather systems']}
          rows={weather.months.map((month) => {
            const percent = formatPercent(month.percent);
            return {
              key: month.month,
              heading: month.label,
              cells: [
                <ConditionChip key="rain" code={month.category.code} label={percent ? `${month.category.label} (${percent})` : month.category.label} />,
                month.cyclones ?? '—',
                month.weatherSystems ?? '—',
              ],
            };
          })}
        />
        {blank ? (
          <p className="rounded-md border border-warning bg-amber-50 p-2">
            The bulletin leaves the expected cyclones and weather systems blank.{' '}
            <Link href="/admin/weather/common" prefetch={false} className="inline-flex min-h-11 items-center font-semibold">
              Add them under Common data
            </Link>
          </p>
        ) : null}
      </>
    );
  }
  const { cyclone, signal } = weather;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt className="font-semibold">Cyclone</dt>
      <dd>{[cyclone.name, cyclone.bulletinNumber ? `bulletin no. ${cyclone.bulletinNumber}` : null].filter(Boolean).join(', ') || '—'}</dd>
      {cyclone.issuedAt ? (
        <>
          <dt className="font-semibold">Issued</dt>
          <dd>{readableTime(cyclone.issuedAt, 'en')}</dd>
        </>
      ) : null}
      <dt className="font-semibold">Signal</dt>
      <dd>
        <ConditionChip signal={signal.code} label={signal.label} /> {signalChosen ? '(as chosen)' : '(as raised for the place)'}
      </dd>
    </dl>
  );
}

function Stages({ plan }: { plan: BulletinPlan }) {
  const general = plan.advice.some((item) => item.stage === null);
  return (
    <>
      {plan.stages.length > 0 ? (
        <ul className="list-disc pl-5">
          {plan.stages.map((stage) => (
            <li key={stage.code}>
              <span className="font-semibold">{stage.label}</span> — {stage.slots.map(halfName).join(', ')}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No stage of {plan.crop.name} falls in this period{general ? ': the bulletin gives the general advice for the forecast' : ''}.
          {plan.nextStage ? ` Next stage: ${plan.nextStage.label}, ${plan.nextStage.periodLabel}.` : ''}
        </p>
      )}
    </>
  );
}

function Advice({ plan }: { plan: BulletinPlan }) {
  return (
    <>
      {adviceSections(plan).map((section) => (
        <div key={section.kind} data-testid={`contents-advice-${section.kind}`}>
          <h5 className="font-semibold">{ADVICE_HEADINGS[section.kind](plan)}</h5>
          {section.kind === 'after_storm' ? <p>This advice waits until the storm has passed: the bulletin prints it last.</p> : null}
          <ol className="list-decimal space-y-1 pl-5">
            {section.items.map((item) => (
              <li key={item.recommendationId}>
                <span className="font-semibold">{item.farmOperation ?? item.stageLabel}</span> — {item.stageLabel}
                {item.forecast ? `; ${item.forecast}` : ''}
                {item.risk ? `; ${item.risk}` : ''}
                {item.englishOnly ? <span className="ml-1 rounded border border-neutral-500 px-1 text-xs">English only: no Tagalog text</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ))}
      {plan.stagesWithoutAdvice.length > 0 ? (
        <p className="rounded-md border border-warning bg-amber-50 p-2">
          No advice for {plan.stagesWithoutAdvice.join(', ')}: the bulletin lists {plan.stagesWithoutAdvice.length === 1 ? 'this stage' : 'these stages'}{' '}
          without a step to take.{' '}
          <Link href="/admin/recommendations/new" prefetch={false} className="inline-flex min-h-11 items-center font-semibold">
            Add a recommendation
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Plan({ plan, signalChosen }: { plan: BulletinPlan; signalChosen: boolean }) {
  return (
    <>
      <div className="text-sm">
        <p className="font-semibold">
          {plan.crop.name} in {plan.municipality.name}, {plan.province.name}
        </p>
        <p>
          {plan.title} · {plan.period.label}
        </p>
      </div>
      {plan.storm ? (
        <p className="rounded-md border-2 border-red-800 bg-white p-2 text-sm font-semibold" data-testid="contents-storm">
          {plan.storm.headline} The bulletin leads with the storm: its advice comes first, and advice for dry weather waits until it has passed.
        </p>
      ) : null}
      {plan.basedOnExpired ? (
        <p className="rounded-md border border-warning bg-amber-50 p-2 text-sm">
          This outlook ended on {formatDate(plan.basedOnExpired.validTo, 'en')}: the bulletin will say it is based on an outlook that has ended.
        </p>
      ) : null}
      <Section id="contents-outlook" title="Outlook">
        <Outlook plan={plan} signalChosen={signalChosen} />
      </Section>
      <Section id="contents-stages" title="Crop stages in the period">
        <Stages plan={plan} />
      </Section>
      <Section id="contents-advice" title="Advice">
        <Advice plan={plan} />
      </Section>
    </>
  );
}

const listed = (words: string[]) => words.join(', ').replace(/, ([^,]*)$/, ' and $1');

/**
 * "What goes into this bulletin", beside the compose form: the server's plan of the chosen bulletin
 * (`POST /api/reports/plan`), composed by the composer that makes it, so the outlook, stages and advice
 * listed here, storm first, are those the PDF prints; its refusals are the bulletin's, said in words.
 */
export function BulletinContentsPanel({
  type,
  request,
  missing,
  onUseEnded,
}: {
  type: BulletinType;
  /** The choice as the plan call takes it; null while choices are missing. */
  request: PlanRequest | null;
  /** The choices still to be made, in words. */
  missing: string[];
  /** The staff chose to use an outlook that has ended: the form asks them to confirm. */
  onUseEnded: (ended: EndedOutlook) => void;
}) {
  const { loading, data, failure, check } = useBulletinPlan(request);
  const problem = failure ? planProblem(type, failure) : null;
  const signalChosen = Boolean(request && 'signal' in request && request.signal);
  // One status line, always there, so a screen reader hears each change of state once.
  const status = !request
    ? `Choose ${listed(missing)} to see the outlook, the crop’s stages and the advice it will hold.`
    : loading
      ? 'Asking the server what this bulletin will hold…'
      : failure
        ? `Not ready: ${failure.message}`
        : data
          ? `The contents of the bulletin for ${data.crop.name} in ${data.municipality.name}, ${data.province.name} are ready.`
          : '';

  return (
    <aside
      aria-labelledby="bulletin-contents"
      aria-busy={loading}
      className="space-y-3 rounded-lg border border-neutral-300 bg-pale p-4"
      data-testid="bulletin-contents"
    >
      <h3 id="bulletin-contents" className="text-lg font-bold">
        What goes into this bulletin
      </h3>
      <div className={problem ? 'rounded-md border-l-4 border-error bg-red-50 p-3 text-sm' : 'text-sm'}>
        {/* The words say what is wrong; the red bar is only a second cue. */}
        <p role="status" className={problem ? 'font-semibold text-error' : data ? 'sr-only' : 'text-neutral-700'}>
          {status}
        </p>
        {problem ? (
          <>
            <p className="mt-1">{problem.note}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {problem.ended ? (
                <Button type="button" variant="outline" onClick={() => onUseEnded(problem.ended!)}>
                  Use this outlook anyway…
                </Button>
              ) : null}
              {problem.link ? (
                <Button asChild variant="outline">
                  <Link href={problem.link.href} prefetch={false}>
                    {problem.link.label}
                  </Link>
                </Button>
              ) : null}
              {problem.retry ? (
                <Button type="button" variant="outline" onClick={check}>
                  Check again
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
      {data ? <Plan plan={data} signalChosen={signalChosen} /> : null}
    </aside>
  );
}

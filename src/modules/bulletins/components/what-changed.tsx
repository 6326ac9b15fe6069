import { getLocale, getTranslations } from 'next-intl/server';
import { localeOfLanguage, type BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { mostImportantChanges, type BulletinChange, type BulletinChanges } from '@/modules/bulletins/rules/describe-changes';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import { formatPercent } from '@/platform/format/readings';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** Enough for a reader to see what is new at a glance; the reviewer gets every line (`full`). */
const PUBLIC_LINES = 6;

/** The mark before a line; the line's own words say the same, so neither colour nor the mark is the only cue. */
function markOf(change: BulletinChange): string {
  switch (change.kind) {
    case 'rainfall':
    case 'category':
      return { up: '↑', down: '↓', other: '•' }[change.direction];
    case 'signal':
      return { raised: '↑', lowered: '↓', lifted: '−' }[change.direction];
    case 'stage':
      return change.change === 'added' ? '+' : '−';
    case 'advice':
      return change.change === 'added' ? '+' : '−';
  }
}

function keyOf(change: BulletinChange): string {
  switch (change.kind) {
    case 'rainfall':
      return change.date;
    case 'category':
      return change.month;
    case 'signal':
      return change.place.psgc;
    case 'stage':
      return `stage-${change.change}-${change.code}`;
    case 'advice':
      return `advice-${change.change}-${change.recommendationId}`;
  }
}

type Translate = Awaited<ReturnType<typeof getTranslations<'WhatChanged'>>>;

function lineOf(change: BulletinChange, t: Translate): string {
  switch (change.kind) {
    case 'rainfall':
      return t(`rainfall_${change.direction}`, { day: change.label, from: change.from.label, to: change.to.label });
    case 'category': {
      const line = t(`category_${change.direction}`, { month: change.label, from: change.from.label, to: change.to.label });
      const { percent } = change;
      return percent ? `${line} · ${t('percent', { from: formatPercent(percent.from) ?? '', to: formatPercent(percent.to) ?? '' })}` : line;
    }
    case 'signal':
      return t(`signal_${change.direction}`, { place: change.place.name, from: change.from.label, to: change.to.label });
    case 'stage':
      return t(`stage_${change.change}`, { stage: change.label });
    case 'advice': {
      const advice = change.farmOperation && change.farmOperation !== change.stageLabel ? `${change.stageLabel} · ${change.farmOperation}` : change.stageLabel;
      return t(`advice_${change.change}`, { advice, forecast: change.forecast });
    }
  }
}

/**
 * "What changed" since the previous published bulletin of the same place, crop, type and language, in
 * the bulletin's language: a short box on the public page, every change for the reviewer (`full`).
 * The page reads the previous bulletin and compares (`findPreviousBulletin`, `describeChanges`).
 */
export async function WhatChanged({
  changes,
  previous,
  language,
  full = false,
}: {
  changes: BulletinChanges;
  previous: { id: string; reference: string; publishedAt: Date | string } | null;
  language: BulletinLanguage;
  full?: boolean;
}) {
  const locale = localeOfLanguage(language);
  const t = await getTranslations({ locale, namespace: 'WhatChanged' });
  // In the bulletin's language; its link in the page's.
  const pageLocale = (await getLocale()) as Locale;
  const list = changes.status === 'changed' ? changes.changes : [];
  const { shown, more } = full ? { shown: list, more: 0 } : mostImportantChanges(list, PUBLIC_LINES);
  const period = changes.status === 'first' ? null : changes.period;

  return (
    <section
      aria-labelledby="what-changed-heading"
      lang={locale}
      className="my-4 rounded-md border-2 border-primary p-3 break-words"
      data-testid="what-changed"
    >
      <h2 id="what-changed-heading" className="text-lg font-bold">
        {t('heading')}
      </h2>
      {previous ? (
        <p className="text-sm">
          {t.rich('since', {
            reference: previous.reference,
            date: formatManilaDateTime(previous.publishedAt, locale),
            link: (chunks) => <a href={getPathname({ locale: pageLocale, href: `/bulletins/${previous.id}` })}>{chunks}</a>,
          })}
        </p>
      ) : (
        <p className="text-sm">{t('first')}</p>
      )}
      {period ? <p className="mt-1 text-sm">{t('period', { from: period.from.label, to: period.to.label })}</p> : null}
      {changes.status === 'unchanged' ? <p className="mt-2">{t('unchanged')}</p> : null}
      {shown.length > 0 ? (
        <ul className="mt-2 grid gap-1">
          {shown.map((change) => (
            <li key={keyOf(change)} className="flex gap-2">
              <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
                {markOf(change)}
              </span>
              <span className="min-w-0">{lineOf(change, t)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? <p className="mt-1 text-sm">{t('more', { count: more })}</p> : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { adviceSections, cycloneFacts, percentOfNormal, tenDayReadings } from '@/modules/bulletins/rules/bulletin-display';
import { localeOfLanguage, type BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { formatDate, formatManilaDateTime } from '@/platform/format/manila-time';
import type { Report } from '@/modules/bulletins/server/to-report';
import type { PlainWord } from '@/modules/bulletins/server/bulletin-words';
import { RichText } from '@/modules/calendar/components/rich-text';
import { ConditionChip } from '@/modules/weather/components/condition-chip';
import { BulletinMapFigure } from './bulletin-map-figure';

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The technical words of the block above in plain words, as the PDF prints them under the same block. */
function WordsUsed({ label, words }: { label: string; words: PlainWord[] }) {
  if (words.length === 0) return null;
  return (
    <div className="mt-3 text-sm" data-testid="words-used">
      <p className="font-semibold">{label}</p>
      <dl>
        {words.map(({ term, meaning }) => (
          <div key={term} className="mt-1">
            <dt className="inline font-semibold">{term}:</dt> <dd className="inline">{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A saved bulletin as a page: the same document the PDF was drawn from, in the bulletin's own language,
 * light enough for a phone (tables scroll sideways inside their box). `map` is the gathered map
 * (`getBulletinMap`, as composing gathers it for the PDF), read by the page.
 */
export async function BulletinView({
  document: doc,
  report,
  map: given,
  words,
  notice,
  whatChanged,
  approval,
}: {
  document: BulletinDocument;
  report: Report;
  map: BulletinMap | Promise<BulletinMap>;
  /** The "Words used" note (`bulletinWords`), as the PDF prints it. */
  words: PlainWord[];
  /** Above everything: a withdrawn bulletin's notice. A withdrawn bulletin offers no PDF. */
  notice?: ReactNode;
  /** Under the facts: what changed since the previous published bulletin (`WhatChanged`). */
  whatChanged?: ReactNode;
  /** At the end: the approval block (prepared by, approved by, when, the QR code of this address). */
  approval?: ReactNode;
}) {
  const locale = localeOfLanguage(doc.language);
  const t = await getTranslations({ locale, namespace: 'Bulletin' });
  // A bulletin is issued when it is approved; a draft shown to staff has only its save time.
  const issued = formatManilaDateTime(report.publishedAt ?? report.date_created._seconds * 1000, locale);
  const place = `${doc.municipality.name}, ${doc.province.name}`;
  const weather = doc.weather;
  const map = await given;
  const terms = await getTranslations({ locale, namespace: 'Terms' });
  const headings = {
    storm: t('stormAdvice', { signal: doc.storm?.signal.label ?? '' }),
    stages: t('advice'),
    general: t('generalAdvice'),
    after_storm: t('afterStorm'),
  };

  return (
    <article lang={locale} className="max-w-3xl" data-testid="bulletin">
      <p className="text-sm font-semibold text-primary-dark">{t('office')}</p>
      <h1 className="mt-1 text-2xl font-bold break-words text-primary-dark">{doc.title}</h1>
      {notice}
      {doc.isDemo ? <p className="mt-1 text-sm font-semibold text-warning">{t('demo')}</p> : null}
      {doc.storm ? (
        <p className="my-3 rounded-md border-2 border-red-800 bg-white p-3 font-semibold" role="note" data-testid="bulletin-storm">
          {doc.storm.headline} {t('stormFirst')}
        </p>
      ) : null}
      {doc.basedOnExpired ? (
        <p className="my-3 rounded-md border-2 border-amber-700 bg-amber-50 p-3 font-semibold text-amber-900" data-testid="based-on-expired">
          {t('basedOnExpired', { date: formatDate(doc.basedOnExpired.validTo, locale) })}
        </p>
      ) : null}
      <Facts
        rows={[
          [t('place'), place],
          [t('crop'), doc.crop.name],
          [t('period'), doc.period.label],
          [t('issued'), issued],
          [t('reference'), report.reference],
        ]}
      />
      {report.state === 'withdrawn' ? null : (
        <p className="mt-3">
          <a href={report.pdfUrl} className="inline-flex min-h-6 items-center font-semibold">
            {t('download')}
          </a>{' '}
          <span className="text-sm text-neutral-700">({t('size', { size: `${Math.max(1, Math.round(report.size / 1024))} KB` })})</span>
        </p>
      )}
      {whatChanged}

      <h2 className="mt-6 mb-2 text-lg font-bold">{t(`weather_${doc.type}`)}</h2>
      <div className="flex flex-col gap-4 md:flex-row-reverse md:items-start">
        {map.shapes.length > 0 ? (
          <BulletinMapFigure doc={doc} map={map} caption={t('map', { province: doc.province.name, place: doc.municipality.name })} />
        ) : null}
        <div className="min-w-0 flex-1">
          {weather.kind === 'ten_day' ? (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('weather_ten_day')}>
              <table className="data-table w-full text-sm">
                <thead className="bg-pale text-left">
                  <tr>
                    {[t('date'), t('rainfall'), t('temperature'), t('humidity'), t('wind'), t('cloudCover')].map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weather.days.map((day) => {
                    const readings = tenDayReadings(day);
                    return (
                      <tr key={day.date}>
                        <th scope="row" className="text-left font-normal whitespace-nowrap">
                          {day.label}
                        </th>
                        <td>
                          <ConditionChip code={day.rainfall.code} label={day.rainfall.label} />
                        </td>
                        <td className="whitespace-nowrap">{readings.temperature}</td>
                        <td>{readings.humidity}</td>
                        <td className="whitespace-nowrap">{readings.wind}</td>
                        <td>{day.cloudCover ?? '–'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {weather.moonPhases.length > 0 ? (
                <p className="mt-2 text-sm">
                  {t('moonPhases')}: {weather.moonPhases.map((p) => `${p.label} ${p.date}`).join(' · ')}
                </p>
              ) : null}
            </div>
          ) : null}
          {weather.kind === 'seasonal' ? (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('weather_seasonal')}>
              <table className="data-table w-full text-sm">
                <thead className="bg-pale text-left">
                  <tr>
                    {[t('month'), t('percent'), t('category'), t('cyclones'), t('weatherSystems')].map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weather.months.map((m) => (
                    <tr key={m.month}>
                      <th scope="row" className="text-left font-normal">
                        {m.label}
                      </th>
                      <td>{percentOfNormal(m.percent)}</td>
                      <td>
                        <ConditionChip code={m.category.code} label={m.category.label} />
                      </td>
                      <td>{m.cyclones ?? '–'}</td>
                      <td>{m.weatherSystems ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {weather.fromProvince ? <p className="mt-2 text-sm">{t('fromProvince', { province: doc.province.name })}</p> : null}
            </div>
          ) : null}
          {weather.kind === 'special_weather' ? (
            <>
              <Facts rows={cycloneFacts(weather, locale).map(({ key, value }) => [t(key), value])} />
              <p className="mt-2 flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t('signalHere', { place: doc.municipality.name })}:</span>
                <ConditionChip signal={weather.signal.code} label={weather.signal.label} />
              </p>
              {weather.hazards?.length ? (
                <div className="mt-2" data-testid="bulletin-hazards">
                  <Facts rows={weather.hazards.map(({ label, text }) => [label, text])} />
                </div>
              ) : null}
            </>
          ) : null}
          <WordsUsed label={terms('wordsUsed')} words={words} />
        </div>
      </div>

      <h2 className="mt-6 mb-2 text-lg font-bold">{t('stages')}</h2>
      {doc.stages.length === 0 ? <p>{t('noStages', { crop: doc.crop.name, place: doc.municipality.name })}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {doc.stages.map((stage) => (
          <li key={stage.code} className={`g-${stage.code} rounded border border-neutral-400 px-2 py-0.5 text-sm`}>
            {stage.label}
          </li>
        ))}
      </ul>
      {doc.nextStage ? (
        <p className="mt-2" data-testid="next-stage">
          {t('nextStage', { stage: doc.nextStage.label, period: doc.nextStage.periodLabel })}
        </p>
      ) : null}

      {adviceSections(doc).map((section) => (
        <section key={section.kind} aria-labelledby={`advice-${section.kind}`} data-testid={`advice-${section.kind}`}>
          <h2 id={`advice-${section.kind}`} className="mt-6 mb-2 text-lg font-bold">
            {headings[section.kind]}
          </h2>
          {section.kind === 'after_storm' ? (
            <p className="mb-2 text-sm font-semibold" role="note">
              {t('afterStormNote')}
            </p>
          ) : null}
          <div className="grid gap-3">
            {section.items.map((item) => (
              <article key={item.recommendationId} className="rounded-md border border-neutral-300 p-3" aria-label={item.farmOperation ?? item.stageLabel}>
                <h3 className="font-semibold">
                  {item.stageLabel}
                  {item.farmOperation && item.farmOperation !== item.stageLabel ? ` · ${item.farmOperation}` : ''}
                </h3>
                <p className="text-sm">
                  {t('forecast')}: {item.forecast}
                  {item.risk ? ` · ${t('risk')}: ${item.risk}` : ''}
                </p>
                {item.englishOnly ? <p className="text-sm italic">{t('englishOnly')}</p> : null}
                {item.impact ? (
                  <div className="mt-2">
                    <p className="text-sm font-medium">{t('impact')}</p>
                    <RichText html={item.impact} lang={item.englishOnly ? 'en' : locale} />
                  </div>
                ) : null}
                <div className="mt-2">
                  <p className="text-sm font-medium">{t('practice')}</p>
                  <RichText html={item.practice} lang={item.englishOnly ? 'en' : locale} />
                </div>
              </article>
            ))}
          </div>
        </section>
      ))}
      {doc.stagesWithoutAdvice.length > 0 ? <p className="mt-3 text-sm">{t('noAdvice', { stages: doc.stagesWithoutAdvice.join(', ') })}</p> : null}
      {approval}
      <footer className="mt-8 border-t border-primary pt-3 text-sm text-neutral-800">{t('support')}</footer>
    </article>
  );
}

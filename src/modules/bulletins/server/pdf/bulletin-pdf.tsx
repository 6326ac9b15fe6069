import 'server-only';
// react-pdf's image takes no alt text (the PDF is not tagged): the QR code's address is printed beside it.
import { Document, Image as PdfImage, Page, Text, View } from '@react-pdf/renderer';
import type { BulletinAdvice, BulletinDocument, SeasonalWeather, SpecialWeather, TenDayWeather } from '@/modules/bulletins/rules/bulletin-document';
import { adviceSections, cycloneFacts, percentOfNormal, sameDayRuns, tenDayReadings } from '@/modules/bulletins/rules/bulletin-display';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { CONDITION_COLOURS } from '@/modules/weather/rules/conditions';
import { SIGNAL_COLOURS } from '@/modules/weather/rules/signals';
import type { BulletinContext } from '../bulletin-context';
import { bulletinWords, type PlainWord } from '../bulletin-words';
import { MapFigurePdf, type PdfPicture } from './map-figure-pdf';
import { BODY_PT, Chip, CONTENT_WIDTH, lineHeightAt, QR, STAGE_FILLS, styles, type Styles } from './pdf-parts';
import { richTextToPdf } from './rich-text-to-pdf';
import { practiceSteps } from '@/modules/recommendations/rules/rich-text';
import { TablePdf, type Measure } from './table-pdf';

/** The width the province map is placed at: it grows with the text beside it. */
export const mapWidthAt = (scale: number) => 140 + 25 * Math.max(1, scale);

/** An SVG logo for the header, with its drawn size's proportions (the PDF prints it as a picture 24 pt tall). */
export interface BulletinLogo {
  markup: string;
  width: number;
  height: number;
}

export interface BulletinPdfExtras {
  /** Text size as a multiple of BODY_PT: 1 or larger, chosen to fill the page. */
  scale: number;
  issuedAt: string;
  reference: string;
  webAddress: string;
  /** The approval block (`approvalLines`), under the bulletin's facts; null for a draft, which prints `draft` instead. */
  approval: readonly string[] | null;
  /** The draft mark (`draftMark`) a bulletin not yet approved carries above its header; null once approved. */
  draft: string | null;
  /** The web address as a QR code (a PNG data URL), made once per render, not per size tried. */
  qrCode: string;
  /** The header's logos, as pictures. */
  logos: readonly PdfPicture[];
  /** The province map as a picture (`drawBulletinMap`), with its legend; null for none. */
  map: { picture: PdfPicture; legend: BulletinMap['legend'] } | null;
  measure: Measure;
  /** Room the fixed footer takes at the bottom of each page (see footerSpace). */
  footerSpace: number;
  /**
   * The last resorts for one page (the HTML view keeps everything): 1 prints no impacts and only the
   * storm's advice whole, the rest as steps (and days that read the same as one row); 2 also leaves out
   * "Words used"; 3 gives the rest one step each and names the stages whose advice waits for the storm,
   * pointing to the bulletin's web page.
   */
  compact?: 0 | 1 | 2 | 3;
}

/** The footer's lines, also measured to reserve its room: the web address last, beside its QR code. */
export function footerLines(c: BulletinContext, extras: Pick<BulletinPdfExtras, 'issuedAt' | 'reference' | 'webAddress'>): string[] {
  return [c.t('support'), `${c.t('issued')}: ${extras.issuedAt} · ${c.t('reference')}: ${extras.reference}`, `${c.t('webAddress')}: ${extras.webAddress}`];
}

function TenDayBlock({
  weather,
  c,
  s,
  measure,
  scale,
  compact,
}: {
  weather: TenDayWeather;
  c: BulletinContext;
  s: Styles;
  measure: Measure;
  scale: number;
  compact: boolean;
}) {
  // A compact page gives days that read the same as one row (`Sat, Nov 28 – Mon, Dec 7`): nothing is lost.
  const runs = compact ? sameDayRuns(weather.days) : weather.days.map((day) => ({ day, label: day.label }));
  const rows = runs.map(({ day, label }) => {
    const readings = tenDayReadings(day);
    return [
      label,
      { fill: CONDITION_COLOURS[day.rainfall.code].fill, label: day.rainfall.label },
      readings.temperature,
      readings.humidity,
      readings.wind,
      day.cloudCover ?? '–',
    ];
  });
  return (
    <View>
      <TablePdf
        s={s}
        measure={measure}
        size={BODY_PT * Math.max(1, scale)}
        width={CONTENT_WIDTH}
        columns={[
          { header: c.t('date'), weight: 15 },
          { header: c.t('rainfall'), weight: 20 },
          { header: c.t('temperature'), weight: 20 },
          { header: c.t('humidity'), weight: 13 },
          { header: c.t('wind'), weight: 15 },
          { header: c.t('cloudCover'), weight: 17 },
        ]}
        rows={rows}
      />
      {weather.moonPhases.length > 0 ? (
        <Text style={s.note}>
          {c.t('moonPhases')}: {weather.moonPhases.map((p) => `${p.label} ${p.date}`).join(' · ')}
        </Text>
      ) : null}
    </View>
  );
}

function SeasonalBlock({
  weather,
  c,
  s,
  province,
  measure,
  scale,
}: {
  weather: SeasonalWeather;
  c: BulletinContext;
  s: Styles;
  province: string;
  measure: Measure;
  scale: number;
}) {
  // Columns no month has a value for give their room to the others (fewer wrapped lines).
  const withCyclones = weather.months.some((m) => m.cyclones);
  const withSystems = weather.months.some((m) => m.weatherSystems);
  const rows = weather.months.map((m) => [
    m.label,
    percentOfNormal(m.percent),
    { fill: CONDITION_COLOURS[m.category.code].fill, label: m.category.label },
    ...(withCyclones ? [m.cyclones ?? '–'] : []),
    ...(withSystems ? [m.weatherSystems ?? '–'] : []),
  ]);
  return (
    <View>
      <TablePdf
        s={s}
        measure={measure}
        size={BODY_PT * Math.max(1, scale)}
        width={CONTENT_WIDTH}
        columns={[
          { header: c.t('month'), weight: 18 },
          { header: c.t('percent'), weight: 13 },
          { header: c.t('category'), weight: 25 },
          ...(withCyclones ? [{ header: c.t('cyclones'), weight: 14 }] : []),
          ...(withSystems ? [{ header: c.t('weatherSystems'), weight: 30 }] : []),
        ]}
        rows={rows}
      />
      {weather.fromProvince ? <Text style={s.note}>{c.t('fromProvince', { province })}</Text> : null}
    </View>
  );
}

function SpecialBlock({ weather, c, s, place }: { weather: SpecialWeather; c: BulletinContext; s: Styles; place: string }) {
  return (
    <View>
      {cycloneFacts(weather, c.locale).map(({ key, value }) => (
        <Text key={key}>
          <Text style={{ fontWeight: 700 }}>{c.t(key)}: </Text>
          {value}
        </Text>
      ))}
      <View style={[s.row, { marginTop: 3, alignItems: 'center', flexWrap: 'wrap' }]}>
        <Text style={{ fontWeight: 700, marginRight: 4 }}>{c.t('signalHere', { place })}:</Text>
        <Chip s={s} fill={SIGNAL_COLOURS[weather.signal.code]} label={weather.signal.label} />
      </View>
      {(weather.hazards ?? []).map(({ label, text }) => (
        <Text key={label} style={{ marginTop: 2 }}>
          <Text style={{ fontWeight: 700 }}>{label}: </Text>
          {text}
        </Text>
      ))}
    </View>
  );
}

/** "Words used": the technical words of the block above in plain words, one running note to spare the page. */
function WordsUsed({ words, c, s }: { words: PlainWord[]; c: BulletinContext; s: Styles }) {
  if (words.length === 0) return null;
  return (
    <Text style={s.note}>
      <Text style={{ fontWeight: 700 }}>{c.terms('wordsUsed')}: </Text>
      {words.map(({ term, meaning }, i) => (
        <Text key={term}>
          {i > 0 ? ' ' : ''}
          <Text style={{ fontWeight: 700 }}>{term}</Text>: {meaning}
        </Text>
      ))}
    </Text>
  );
}

const fontSizeOf = (body: { fontSize: number }) => body.fontSize;

/** The stages' advice and the general advice as one section (the stages' kind), for the shortest page. */
function mergeCalmSections(sections: ReturnType<typeof adviceSections>): ReturnType<typeof adviceSections> {
  const calm = sections.filter((section) => section.kind === 'stages' || section.kind === 'general');
  if (calm.length < 2) return sections;
  const merged = { kind: 'stages' as const, items: calm.flatMap((section) => section.items) };
  return sections.flatMap((section) => (section.kind === 'general' ? [] : section.kind === 'stages' ? [merged] : [section]));
}

function Advice({
  doc,
  c,
  s,
  body,
  compact,
}: {
  doc: BulletinDocument;
  c: BulletinContext;
  s: Styles;
  body: { fontSize: number; lineHeight: number };
  compact: NonNullable<BulletinPdfExtras['compact']>;
}) {
  /** On the shortest page: each item's first step only, and what waits for the storm named, with the way to it. */
  const shortest = compact >= 3;
  const steps = (items: BulletinAdvice[]) => [...new Set(items.flatMap((item) => practiceSteps(item.practice).slice(0, shortest ? 1 : undefined)))];
  const headings = {
    storm: c.t('stormAdvice', { signal: doc.storm?.signal.label ?? '' }),
    stages: c.t('advice'),
    general: c.t('generalAdvice'),
    after_storm: c.t('afterStorm'),
  };
  // A cyclone bulletin's advice is all the storm's: never shortened to steps.
  const ofStorm = (kind: string) => kind === 'storm' || doc.type === 'special_weather';
  // The shortest page gives the advice that is not the storm's under one heading.
  const sections = shortest && doc.type !== 'special_weather' ? mergeCalmSections(adviceSections(doc)) : adviceSections(doc);
  return sections.map((section) => (
    <View key={section.kind}>
      {shortest && section.kind === 'after_storm' ? null : (
        <Text style={s.heading} minPresenceAhead={40}>
          {headings[section.kind]}
        </Text>
      )}
      {section.kind === 'after_storm' && !shortest ? <Text style={s.note}>{c.t('afterStormNote')}</Text> : null}
      {shortest && section.kind === 'after_storm' ? (
        <Text style={{ marginTop: fontSizeOf(body) * 0.4 }}>
          <Text style={{ fontWeight: 700 }}>{headings.after_storm}: </Text>
          {c.t('afterStormOnline', { stages: [...new Set(section.items.map((item) => item.stageLabel))].join(', ') })}
        </Text>
      ) : shortest && section.kind === 'storm' && doc.type !== 'special_weather' ? (
        // The storm's advice stays whole where it is general; each stage's gives its steps on a line.
        <View>
          {section.items.map((item) =>
            item.stage === null ? (
              <View key={item.recommendationId} style={s.advice}>
                <Text style={s.adviceTitle}>{`${item.stageLabel} — ${c.t('forecast')}: ${item.forecast}`}</Text>
                {richTextToPdf(item.practice, body)}
              </View>
            ) : (
              // One line per step, never one long paragraph: a paragraph too long for the page must still flow on.
              <View key={item.recommendationId}>
                <Text style={{ fontWeight: 700 }}>{item.stageLabel}:</Text>
                {practiceSteps(item.practice).map((step, i) => (
                  <Text key={i}>• {step}</Text>
                ))}
              </View>
            ),
          )}
        </View>
      ) : compact && !ofStorm(section.kind) ? (
        // On a compact page only the storm's advice is printed whole; the rest gives its steps once each.
        // The HTML view keeps the whole advice.
        <View>
          {steps(section.items).map((step) => (
            <Text key={step}>• {step}</Text>
          ))}
        </View>
      ) : (
        section.items.map((item) => (
          // Long advice may break across pages (never cut); its title never ends a page on its own.
          <View key={item.recommendationId} style={s.advice}>
            <Text style={s.adviceTitle} minPresenceAhead={30}>
              {item.stageLabel}
              {item.farmOperation && item.farmOperation !== item.stageLabel ? ` · ${item.farmOperation}` : ''}
              {` — ${c.t('forecast')}: ${item.forecast}`}
              {item.risk ? ` · ${c.t('risk')}: ${item.risk}` : ''}
            </Text>
            {item.englishOnly ? <Text style={s.note}>{c.t('englishOnly')}</Text> : null}
            {item.impact && !compact ? (
              <View>
                <Text style={s.label}>{c.t('impact')}</Text>
                {richTextToPdf(item.impact, body)}
              </View>
            ) : null}
            <View>
              <Text style={s.label}>{c.t('practice')}</Text>
              {richTextToPdf(item.practice, body)}
            </View>
          </View>
        ))
      )}
    </View>
  ));
}

/**
 * One bulletin as a react-pdf document: A4, the office's header, the title beside the province map
 * coloured by the outlook, the weather, stages and advice, and a fixed footer. Text is BODY_PT × scale.
 */
export function BulletinPdf({ document: doc, context: c, extras }: { document: BulletinDocument; context: BulletinContext; extras: BulletinPdfExtras }) {
  const s = styles(extras.scale, extras.footerSpace);
  const footer = footerLines(c, extras);
  const size = BODY_PT * Math.max(1, extras.scale);
  const place = `${doc.municipality.name}, ${doc.province.name}`;
  const body = { fontSize: size, lineHeight: lineHeightAt(extras.scale) };
  const words = bulletinWords(doc, c);
  return (
    <Document title={`${doc.title} — ${place} — ${doc.crop.name}`} author={c.t('office')} language={c.locale === 'tl' ? 'fil' : 'en'} creator="ACAP">
      <Page size="A4" style={s.page}>
        <View style={s.header} fixed>
          <View style={s.logos}>
            {extras.logos.map((logo, i) => (
              <PdfImage key={i} src={{ data: logo.png, format: 'png' }} style={{ width: logo.width, height: logo.height }} />
            ))}
          </View>
          <View style={{ flex: 1, marginLeft: 10 }}>
            <Text style={s.office}>{c.t('office')}</Text>
            <Text style={s.address}>{c.t('address')}</Text>
          </View>
        </View>
        {extras.draft ? (
          <Text style={s.draft} fixed>
            {extras.draft}
          </Text>
        ) : null}
        <View>
          <View style={s.row}>
            <View style={{ flex: 1, marginRight: 12 }}>
              <Text style={s.title}>{doc.title}</Text>
              {doc.isDemo ? <Text style={s.demo}>{c.t('demo')}</Text> : null}
              <View style={{ marginTop: size * 0.5 }}>
                <Text>
                  <Text style={s.metaLabel}>{c.t('place')}: </Text>
                  {place}
                </Text>
                <Text>
                  <Text style={s.metaLabel}>{c.t('crop')}: </Text>
                  {doc.crop.name}
                </Text>
                <Text>
                  <Text style={s.metaLabel}>{c.t('period')}: </Text>
                  {doc.period.label}
                </Text>
              </View>
              {/* Beside the map, which is mostly taller than these facts: room a footer line would take from the advice. */}
              {extras.approval ? (
                <View style={s.approval}>
                  {extras.approval.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </View>
              ) : null}
              {doc.basedOnExpired ? <Text style={s.expired}>{c.t('basedOnExpired', { date: c.date(doc.basedOnExpired.validTo) })}</Text> : null}
            </View>
            {extras.map ? <MapFigurePdf picture={extras.map.picture} legend={extras.map.legend} s={s} /> : null}
          </View>
          {doc.storm ? (
            // The storm first: the signal up for the place when the bulletin was made, above its outlook.
            <Text style={s.storm}>
              {doc.storm.headline} {c.t('stormFirst')}
            </Text>
          ) : null}
          <Text style={s.heading} minPresenceAhead={40}>
            {c.t(`weather_${doc.type}`)}
          </Text>
          {doc.weather.kind === 'ten_day' ? (
            <TenDayBlock weather={doc.weather} c={c} s={s} measure={extras.measure} scale={extras.scale} compact={Boolean(extras.compact)} />
          ) : null}
          {doc.weather.kind === 'seasonal' ? (
            <SeasonalBlock weather={doc.weather} c={c} s={s} province={doc.province.name} measure={extras.measure} scale={extras.scale} />
          ) : null}
          {doc.weather.kind === 'special_weather' ? <SpecialBlock weather={doc.weather} c={c} s={s} place={doc.municipality.name} /> : null}
          {(extras.compact ?? 0) >= 3 && doc.stages.length > 0 ? (
            // The shortest page names the stages on one line instead of a row of labels.
            <Text style={{ marginTop: size * 0.4 }}>
              <Text style={{ fontWeight: 700 }}>{c.t('stages')}: </Text>
              {doc.stages.map((stage) => stage.label).join(' · ')}
            </Text>
          ) : (
            <>
              <Text style={s.heading} minPresenceAhead={30}>
                {c.t('stages')}
              </Text>
              {doc.stages.length === 0 ? <Text>{c.t('noStages', { crop: doc.crop.name, place: doc.municipality.name })}</Text> : null}
              <View style={[s.row, { flexWrap: 'wrap' }]}>
                {doc.stages.map((stage) => (
                  <Text key={stage.code} style={[s.stage, { backgroundColor: STAGE_FILLS[stage.code] }]}>
                    {stage.label}
                  </Text>
                ))}
              </View>
            </>
          )}
          {doc.nextStage ? <Text style={s.note}>{c.t('nextStage', { stage: doc.nextStage.label, period: doc.nextStage.periodLabel })}</Text> : null}
          <Advice doc={doc} c={c} s={s} body={body} compact={extras.compact ?? 0} />
          {doc.stagesWithoutAdvice.length > 0 ? <Text style={s.note}>{c.t('noAdvice', { stages: doc.stagesWithoutAdvice.join(', ') })}</Text> : null}
          {/* What to do comes first; the words explained after it. */}
          {(extras.compact ?? 0) >= 2 ? null : <WordsUsed words={words} c={c} s={s} />}
        </View>
        <View style={s.footer} fixed>
          <View style={{ flex: 1, marginRight: QR.gap }}>
            {footer.map((line, i) => (
              // A little air between the support note and the bulletin's own lines.
              <Text key={i} style={i === 1 ? { marginTop: 2 } : {}}>
                {line}
              </Text>
            ))}
          </View>
          <PdfImage src={extras.qrCode} style={{ width: QR.size, height: QR.size }} />
        </View>
      </Page>
    </Document>
  );
}

import 'server-only';
import { Document, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { BulletinDocument, SeasonalWeather, SpecialWeather, TendayWeather } from '@/domain/bulletins/bulletin-document';
import { CONDITION_COLOURS } from '@/domain/weather/conditions';
import { SIGNAL_COLOURS } from '@/domain/weather/signals';
import type { BulletinContext } from '../bulletin-context';
import { richTextToPdf } from './rich-text-to-pdf';
import { svgToPdf } from './svg-to-pdf';

export const PDF_FONT = 'Noto Sans';
/** The province's municipalities, and the bulletin's own, on the small map. */
export const MAP_FILL = '#f1f5ee';
export const MAP_SELECTED = '#2e7d32';

export interface BulletinPdfExtras {
  /** 1 = normal size; smaller to fit one page (never below the floor set by the renderer). */
  scale: number;
  issuedAt: string;
  reference: string;
  webAddress: string;
  logos: { markup: string; width: number; height: number }[];
  map: { width: number; height: number; shapes: { d: string; selected: boolean }[] } | null;
}

const STAGE_FILLS: Record<string, string> = {
  prep: '#d7ccc8', seed: '#dcedc8', plant: '#aed581', estab: '#80cbc4', veg: '#81c784', vegleaf: '#a5d6a7', vegtass: '#e6ee9c', repro: '#ffe082', mat: '#ffcc80',
};

function styles(scale: number) {
  const size = (points: number) => points * scale;
  return StyleSheet.create({
    page: { fontFamily: PDF_FONT, fontSize: size(9), padding: 28, paddingBottom: 70, color: '#1a1a1a', lineHeight: 1.3 },
    header: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1.5pt solid #1b5e20', paddingBottom: 6 },
    logos: { flexDirection: 'row', alignItems: 'center', gap: 6 },
    office: { fontSize: 8, fontWeight: 700, color: '#0f3d13', textAlign: 'right', maxWidth: 200 },
    address: { fontSize: 6.5, color: '#444', textAlign: 'right', maxWidth: 200 },
    title: { fontSize: size(15), lineHeight: 1.2, fontWeight: 700, color: '#1b5e20', marginTop: 8 },
    demo: { fontSize: 8, fontWeight: 700, color: '#8a5300', marginTop: 2 },
    meta: { flexDirection: 'row', flexWrap: 'wrap', gap: 10, marginTop: 4, marginBottom: 6 },
    metaLabel: { color: '#555' },
    heading: { fontSize: size(10.5), lineHeight: 1.2, fontWeight: 700, color: '#0f3d13', marginTop: 8, marginBottom: 3 },
    row: { flexDirection: 'row' },
    table: { borderTop: '0.5pt solid #999' },
    cell: { padding: 2, borderBottom: '0.5pt solid #ccc', fontSize: size(8) },
    swatch: { width: 7, height: 7, marginRight: 3, border: '0.5pt solid #555' },
    chip: { flexDirection: 'row', alignItems: 'center' },
    stage: { paddingHorizontal: 4, paddingVertical: 1.5, border: '0.5pt solid #777', borderRadius: 2, marginRight: 4, marginBottom: 3 },
    advice: { marginBottom: 5, paddingLeft: 5, borderLeft: '1.5pt solid #1b5e20' },
    adviceTitle: { fontWeight: 700, fontSize: size(9) },
    small: { fontSize: size(7.5), color: '#444' },
    footer: { position: 'absolute', left: 28, right: 28, bottom: 20, borderTop: '0.75pt solid #1b5e20', paddingTop: 4, fontSize: 7, color: '#333' },
  });
}

type Styles = ReturnType<typeof styles>;

function Chip({ fill, label, s }: { fill: string; label: string; s: Styles }) {
  return (
    <View style={s.chip}>
      <View style={[s.swatch, { backgroundColor: fill }]} />
      <Text>{label}</Text>
    </View>
  );
}

function Cells({ widths, values, s, header = false }: { widths: number[]; values: React.ReactNode[]; s: Styles; header?: boolean }) {
  return (
    <View style={s.row} wrap={false}>
      {values.map((value, i) => (
        <View key={i} style={[s.cell, { width: `${widths[i]}%` }, header ? { fontWeight: 700 } : {}]}>
          {typeof value === 'string' || typeof value === 'number' ? <Text>{value}</Text> : value}
        </View>
      ))}
    </View>
  );
}

function TendayBlock({ weather, c, s }: { weather: TendayWeather; c: BulletinContext; s: Styles }) {
  const widths = [16, 22, 18, 13, 15, 16];
  const temp = (min: number | null, max: number | null) => (min === null && max === null ? '–' : `${min ?? '–'}–${max ?? '–'}`);
  return (
    <View>
      <View style={s.table}>
        <Cells s={s} header widths={widths} values={[c.t('date'), c.t('rainfall'), c.t('temperature'), c.t('humidity'), c.t('wind'), c.t('cloudCover')]} />
        {weather.days.map((day) => (
          <Cells
            key={day.date}
            s={s}
            widths={widths}
            values={[
              day.label,
              <Chip key="r" s={s} fill={CONDITION_COLOURS[day.rainfall.code].fill} label={day.rainfall.label} />,
              temp(day.tempMin, day.tempMax),
              day.humidity ?? '–',
              day.windSpeed === null ? '–' : `${day.windSpeed}${day.windDirection ? ` ${day.windDirection}` : ''}`,
              day.cloudCover ?? '–',
            ]}
          />
        ))}
      </View>
      {weather.moonPhases.length > 0 ? (
        <Text style={[s.small, { marginTop: 3 }]}>
          {c.t('moonPhases')}: {weather.moonPhases.map((p) => `${p.label} ${p.date}`).join(' · ')}
        </Text>
      ) : null}
    </View>
  );
}

function SeasonalBlock({ weather, c, s, province }: { weather: SeasonalWeather; c: BulletinContext; s: Styles; province: string }) {
  const widths = [18, 14, 24, 16, 28];
  return (
    <View>
      <View style={s.table}>
        <Cells s={s} header widths={widths} values={[c.t('month'), c.t('percent'), c.t('category'), c.t('cyclones'), c.t('weatherSystems')]} />
        {weather.months.map((m) => (
          <Cells
            key={m.month}
            s={s}
            widths={widths}
            values={[
              m.label,
              m.percent === null ? '–' : `${m.percent}%`,
              <Chip key="c" s={s} fill={CONDITION_COLOURS[m.category.code].fill} label={m.category.label} />,
              m.cyclones ?? '–',
              m.weatherSystems ?? '–',
            ]}
          />
        ))}
      </View>
      {weather.fromProvince ? <Text style={[s.small, { marginTop: 2 }]}>{c.t('fromProvince', { province })}</Text> : null}
    </View>
  );
}

function SpecialBlock({ weather, c, s, place }: { weather: SpecialWeather; c: BulletinContext; s: Styles; place: string }) {
  const { cyclone } = weather;
  const facts: [string, string | null][] = [
    [c.t('cycloneName'), cyclone.name],
    [c.t('bulletinNumber'), cyclone.bulletinNumber],
    [c.t('issuedAt'), cyclone.issuedAt],
    [c.t('centre'), cyclone.centre],
    [c.t('movement'), cyclone.movement],
    [c.t('strength'), cyclone.strength],
    [c.t('windSpeed'), weather.windSpeed],
  ];
  return (
    <View>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Text key={label}>
            <Text style={{ fontWeight: 700 }}>{label}: </Text>
            {value}
          </Text>
        ))}
      {cyclone.forecastPositions.length > 0 ? (
        <Text>
          <Text style={{ fontWeight: 700 }}>{c.t('forecastPositions')}: </Text>
          {cyclone.forecastPositions.map((p) => `${p.at}: ${p.location}`).join('; ')}
        </Text>
      ) : null}
      <View style={[s.row, { marginTop: 3, alignItems: 'center' }]}>
        <Text style={{ fontWeight: 700, marginRight: 4 }}>{c.t('signalHere', { place })}:</Text>
        <Chip s={s} fill={SIGNAL_COLOURS[weather.signal.code]} label={weather.signal.label} />
      </View>
    </View>
  );
}

/** One bulletin as a react-pdf document: A4, the office's header, weather, stages, advice, fixed footer. */
export function BulletinPdf({ document: doc, context: c, extras }: { document: BulletinDocument; context: BulletinContext; extras: BulletinPdfExtras }) {
  const s = styles(extras.scale);
  const place = `${doc.municipality.name}, ${doc.province.name}`;
  const body = { fontSize: 8.5 * extras.scale, lineHeight: 1.3 };
  return (
    <Document title={`${doc.title} — ${place} — ${doc.crop.name}`} author={c.t('office')} language={c.locale === 'tl' ? 'fil' : 'en'} creator="ACAP">
      <Page size="A4" style={s.page}>
        <View style={s.header} fixed>
          <View style={s.logos}>
            {extras.logos.map((logo, i) => (
              <View key={i}>{svgToPdf(logo.markup, { width: (logo.width * 26) / logo.height, height: 26 }, PDF_FONT)}</View>
            ))}
          </View>
          <View>
            <Text style={s.office}>{c.t('office')}</Text>
            <Text style={s.address}>{c.t('address')}</Text>
          </View>
        </View>
        <Text style={s.title}>{doc.title}</Text>
        {doc.isDemo ? <Text style={s.demo}>{c.t('demo')}</Text> : null}
        <View style={s.meta}>
          <Text><Text style={s.metaLabel}>{c.t('place')}: </Text>{place}</Text>
          <Text><Text style={s.metaLabel}>{c.t('crop')}: </Text>{doc.crop.name}</Text>
          <Text><Text style={s.metaLabel}>{c.t('period')}: </Text>{doc.period.label}</Text>
        </View>
        <View style={s.row}>
          <View style={{ flex: 1 }}>
            <Text style={s.heading}>{c.t(`weather_${doc.type}`)}</Text>
            {doc.weather.kind === 'ten_day' ? <TendayBlock weather={doc.weather} c={c} s={s} /> : null}
            {doc.weather.kind === 'seasonal' ? <SeasonalBlock weather={doc.weather} c={c} s={s} province={doc.province.name} /> : null}
            {doc.weather.kind === 'special_weather' ? <SpecialBlock weather={doc.weather} c={c} s={s} place={doc.municipality.name} /> : null}
          </View>
          {extras.map ? (
            <View style={{ width: 120, marginLeft: 10, marginTop: 20 }}>
              <Svg width={120} height={(120 * extras.map.height) / extras.map.width} viewBox={`0 0 ${extras.map.width} ${extras.map.height}`}>
                {extras.map.shapes.map((shape, i) => (
                  <Path key={i} d={shape.d} fill={shape.selected ? MAP_SELECTED : MAP_FILL} stroke="#555" strokeWidth={1} />
                ))}
              </Svg>
              <Text style={[s.small, { textAlign: 'center' }]}>{c.t('map', { province: doc.province.name, place: doc.municipality.name })}</Text>
            </View>
          ) : null}
        </View>
        <Text style={s.heading}>{c.t('stages')}</Text>
        {doc.stages.length === 0 ? <Text>{c.t('noStages', { crop: doc.crop.name, place: doc.municipality.name })}</Text> : null}
        <View style={[s.row, { flexWrap: 'wrap' }]}>
          {doc.stages.map((stage) => (
            <Text key={stage.code} style={[s.stage, { backgroundColor: STAGE_FILLS[stage.code] }]}>
              {stage.label}
            </Text>
          ))}
        </View>
        {doc.advice.length > 0 || doc.stagesWithoutAdvice.length > 0 ? <Text style={s.heading}>{c.t('advice')}</Text> : null}
        {doc.advice.map((item) => (
          // Long advice may break across pages (never cut); its title never ends a page on its own.
          <View key={item.recommendationId} style={s.advice}>
            <Text style={s.adviceTitle} minPresenceAhead={24}>
              {item.stageLabel}
              {item.farmOperation && item.farmOperation !== item.stageLabel ? ` · ${item.farmOperation}` : ''}
              {` — ${c.t('forecast')}: ${item.forecast}`}
              {item.risk ? ` · ${c.t('risk')}: ${item.risk}` : ''}
            </Text>
            {item.englishOnly ? <Text style={s.small}>{c.t('englishOnly')}</Text> : null}
            {item.impact ? (
              <View style={{ marginTop: 1 }}>
                <Text style={[s.small, { fontWeight: 700 }]}>{c.t('impact')}</Text>
                {richTextToPdf(item.impact, body)}
              </View>
            ) : null}
            <View style={{ marginTop: 1 }}>
              <Text style={[s.small, { fontWeight: 700 }]}>{c.t('practice')}</Text>
              {richTextToPdf(item.practice, body)}
            </View>
          </View>
        ))}
        {doc.stagesWithoutAdvice.length > 0 ? <Text style={s.small}>{c.t('noAdvice', { stages: doc.stagesWithoutAdvice.join(', ') })}</Text> : null}
        <View style={s.footer} fixed>
          <Text>{c.t('support')}</Text>
          <Text style={{ marginTop: 2 }}>
            {c.t('issued')}: {extras.issuedAt} · {c.t('reference')}: {extras.reference} · {c.t('webAddress')}: {extras.webAddress}
          </Text>
        </View>
      </Page>
    </Document>
  );
}

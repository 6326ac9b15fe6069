import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it, vi } from 'vitest';
import { POST as postSeasonalCommon } from '@/app/api/weather/seasonal/region/common/route';
import { BulletinView } from '@/modules/bulletins/components/bulletin-view';
import { AdviceNow } from '@/modules/calendar/components/advice-now';
import { CycloneBanner } from '@/modules/site/components/cyclone-banner';
import { SeasonalRegionalNotes } from '@/modules/weather/components/common-data-blocks';
import { SeasonalPanel } from '@/modules/weather/components/seasonal-panel';
import { SpecialPanel } from '@/modules/weather/components/special-panel';
import { TenDayTable } from '@/modules/weather/components/ten-day-table';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { manilaToday } from '@/platform/format/manila-time';
import { MONTH_CODES } from '@/modules/weather/rules/seasonal-months';
import { parseWeatherView } from '@/modules/weather/rules/weather-view';
import { composeBulletin, type BulletinRequest } from '@/modules/bulletins/server/compose-bulletin';
import { renderBulletinPdf } from '@/modules/bulletins/server/render-bulletin-pdf';
import type { Report } from '@/modules/bulletins/server/to-report';
import { portalDb } from '../support/test-database';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { getAdviceForPlace } from '@/modules/recommendations/server/get-advice-for-place';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import en from '../../messages/en.json';
import tl from '../../messages/tl.json';
import { GENERAL_EMILIO_AGUINALDO, loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { pdfText } from '../support/pdf-text';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';
import { getCommonData } from '@/modules/weather/server/get-common-data';
import { getWeatherReads } from '@/modules/weather/server/maps/get-weather-reads';
import { bulletinWords } from '@/modules/bulletins/server/bulletin-words';

// Components read their words through next-intl's server functions, which run only inside Next's
// server: here they answer from the same message files, in the language a test sets.
const page = vi.hoisted((): { locale: 'en' | 'tl' } => ({ locale: 'en' }));
vi.mock('next-intl/server', async () => {
  const { createMessageTranslator } = await import('@/platform/i18n/create-message-translator');
  type Namespace = Parameters<typeof createMessageTranslator>[1];
  return {
    getLocale: async () => page.locale,
    getTranslations: async (arg: Namespace | { locale?: 'en' | 'tl'; namespace: Namespace }) =>
      typeof arg === 'string' ? createMessageTranslator(page.locale, arg) : createMessageTranslator(arg.locale ?? page.locale, arg.namespace),
  };
});

const SYSTEMS = 'Southwest monsoon (habagat), ITCZ, LPA';

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadCaviteOutlooks(callers.admin);
    const month = Number(manilaToday().slice(5, 7)) - 1;
    const mo = MONTH_CODES[month]!;
    const answer = await postSeasonalCommon(
      new Request('http://localhost:3000/api/weather/seasonal/region/common', {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          data: { cyclones_count: [{ mo, value: '1 or 2' }], misc_weather_systems: [{ mo, value: SYSTEMS }] },
          region: 'calabarzon',
          type: 'seasonal_regional',
        }),
      }),
    );
    expect(answer.status).toBe(201);
  },
});

const stamp = { issuedAt: new Date('2026-11-22T06:05:00Z'), reference: 'ACAP-4A-TEST', webAddress: 'http://localhost:3000/bulletins/test' };
type Terms = typeof en.Terms;
const MESSAGES = { en: en.Terms, tag: tl.Terms } as const;
/** `term: meaning` as printed, from the message files. */
const said = (terms: Terms, key: Exclude<keyof Terms, 'title' | 'wordsUsed' | 'signalMeaning'>) => `${terms[key].term}: ${terms[key].meaning}`;
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text a server component renders, as a reader sees it (tags and React's text separators dropped). */
async function rendered(element: ReactElement): Promise<string> {
  // As in DocumentShell: the links (next-intl's Link) read the page's language from the provider.
  const stream = await renderToReadableStream(
    createElement(NextIntlClientProvider, { locale: page.locale, messages: {} } as ComponentProps<typeof NextIntlClientProvider>, element),
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return flat(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  ).replace(/ ([:;.,])/g, '$1');
}

// The seasonal bulletin of this month, a bulletin's usual content: it must keep to one page with its words.
const request = (type: BulletinRequest['type'], language: 'en' | 'tag'): BulletinRequest => {
  const fields = { province: 'Cavite', municipality: 'General Emilio Aguinaldo', crop: 'upland_vegetables', language, operation: 'preview' as const };
  const month = MONTH_CODES[Number(manilaToday().slice(5, 7)) - 1]!;
  return type === 'seasonal' ? { type, fields: { ...fields, month, isFull: false } } : { type, fields };
};

async function bothViews(type: BulletinRequest['type'], language: 'en' | 'tag') {
  const { document: doc, map, logos } = await composeBulletin(await portalDb(), request(type, language));
  const pdf = await renderBulletinPdf(doc, map, stamp, logos);
  const report = { date_created: { _seconds: 1_790_000_000 }, reference: stamp.reference, pdfUrl: '/bulletins/test.pdf', size: pdf.pdf.length } as Report;
  // The page draws the same gathered map as the PDF.
  return {
    pages: pdf.pages,
    pdf: flat((await pdfText(pdf.pdf)).join('\n')),
    html: await rendered(await BulletinView({ document: doc, report, map, words: bulletinWords(doc) })),
  };
}

describe.each(['en', 'tag'] as const)('a bulletin in %s explains its words', (language) => {
  const terms = MESSAGES[language];

  it('under the seasonal block: percent of normal, the categories shown and the weather systems named, on one page', async () => {
    const { pages, pdf, html } = await bothViews('seasonal', language);
    expect(pages).toBe(1);
    // Signal No. 3 is up for Cavite in this fixture, so the bulletin leads with the storm's advice; where that
    // leaves the page no room, the glossary is left to the bulletin's web page (what to do comes first).
    const glossaryPrinted = pdf.includes(terms.wordsUsed);
    if (!glossaryPrinted) expect(pdf).toMatch(language === 'en' ? /Signal No\. 3 is up for General Emilio Aguinaldo/ : /Nakataas ang Babala Blg\. 3/);
    for (const text of glossaryPrinted ? [pdf, html] : [html]) {
      expect(text).toContain(terms.wordsUsed);
      for (const key of ['percentOfNormal', 'category_wb_normal', 'system_sw_monsoon', 'system_itcz', 'system_lpa'] as const) {
        expect(text).toContain(said(terms, key));
      }
      // Only what the block shows: no other category or system, and no cyclone words in a seasonal bulletin.
      expect(text).not.toContain(terms.category_above_normal.meaning);
      expect(text).not.toContain(terms.system_ne_monsoon.meaning);
      expect(text).not.toContain(terms.signal_signal_number_3.meaning);
    }
  });

  it('under the cyclone block: the signal raised for the place in PAGASA’s words, and the advisory’s words', async () => {
    const { pages, pdf, html } = await bothViews('special_weather', language);
    expect(pages).toBe(1);
    for (const text of [pdf, html]) {
      for (const key of ['signal_signal_number_3', 'centre', 'movement', 'strength', 'forecastPositions'] as const) expect(text).toContain(said(terms, key));
      expect(text).not.toContain(terms.signal_signal_number_2.meaning);
    }
    expect(pdf).toContain(language === 'en' ? 'storm-force winds of 89–117 km/h expected within 18 hours' : '89–117 km/h ang inaasahan sa loob ng 18 oras');
  });

  // Whether a 10-day bulletin keeps to one page is tested with the usual content in bulletin-compose; this
  // fixture's advice is long enough to need a second page with or without the words.
  it('under the 10-day block: humidity, wind direction and the sky word used', async () => {
    const { pdf, html } = await bothViews('ten_day', language);
    // As for the seasonal bulletin: under the fixture's Signal No. 3 a full page leaves the words to the web page.
    const glossaryPrinted = pdf.includes(terms.wordsUsed);
    if (!glossaryPrinted) expect(pdf).toMatch(language === 'en' ? /Signal No\. 3 is up for General Emilio Aguinaldo/ : /Nakataas ang Babala Blg\. 3/);
    for (const text of glossaryPrinted ? [pdf, html] : [html]) {
      for (const key of ['humidity', 'wind', 'cloud_mostly_cloudy'] as const) expect(text).toContain(said(terms, key));
      expect(text).not.toContain(terms.cloud_sunny.meaning);
    }
  });
});

describe.each(['en', 'tl'] as const)('public pages in %s', (locale) => {
  const terms = locale === 'en' ? en.Terms : tl.Terms;
  const places = async () => resolvePlaceFilter(await portalDb(), {});

  it('fold the words of the 10-day table, the seasonal table and its notes under "What do these words mean?"', async () => {
    page.locale = locale;
    const tenday = await getTenDayOutlook(await portalDb(), { municipality: GENERAL_EMILIO_AGUINALDO });
    const days = tenday.municipalities.find((m) => m.id === GENERAL_EMILIO_AGUINALDO)!.days;
    const table = await rendered(await TenDayTable({ place: 'General Emilio Aguinaldo', days }));
    expect(table).toContain(terms.title);
    for (const key of ['humidity', 'wind', 'cloud_mostly_cloudy'] as const) expect(table).toContain(said(terms, key));

    const outlook = await getSeasonalOutlook(await portalDb(), {});
    const seasonal = await rendered(
      await SeasonalPanel({ view: parseWeatherView(['seasonal', 'cavite'])!, outlook, places: await places(), reads: getWeatherReads(await portalDb()) }),
    );
    for (const key of ['category_wb_normal', 'category_b_normal', 'category_near_normal', 'category_above_normal'] as const)
      expect(seasonal).toContain(said(terms, key));
    const notes = await rendered(
      (await SeasonalRegionalNotes({
        months: outlook.months,
        cyclonesCount: getCommonData(await portalDb(), 'cyclones_count'),
        weatherSystems: getCommonData(await portalDb(), 'misc_weather_systems'),
      }))!,
    );
    for (const key of ['cyclones', 'system_sw_monsoon', 'system_itcz', 'system_lpa'] as const) expect(notes).toContain(said(terms, key));
  });

  it('explain every wind signal, the advisory’s words and, in the banner, the place’s own signal', async () => {
    page.locale = locale;
    const special = await rendered(
      await SpecialPanel({
        view: parseWeatherView(['special', 'cavite'])!,
        outlook: await getSpecialOutlook(await portalDb(), {}),
        places: await places(),
        reads: getWeatherReads(await portalDb()),
      }),
    );
    for (const key of [
      'signal_general_no_signal',
      'signal_signal_number_1',
      'signal_signal_number_5',
      'centre',
      'movement',
      'strength',
      'forecastPositions',
    ] as const) {
      expect(special).toContain(said(terms, key));
    }
    const cavite = (await places()).provinces.find((p) => p.name === 'Cavite')!;
    const dasmarinas = { psgc: '0402106000', name: 'City of Dasmariñas' };
    const banner = await rendered(
      (await CycloneBanner({ locale, status: getCycloneStatus(await portalDb()), place: { province: cavite, municipality: dasmarinas } }))!,
    );
    expect(banner).toContain(said(terms, 'signal_signal_number_2'));
    expect(banner).toContain(terms.signalMeaning.replace('{signal}', terms.signal_signal_number_2.term));
    const region = await rendered((await CycloneBanner({ locale, status: getCycloneStatus(await portalDb()) }))!);
    expect(region).toContain(said(terms, 'signal_signal_number_3'));
  });

  it('explain the forecast and risk words beside the calendar’s advice', async () => {
    page.locale = locale;
    const crop = CROP_CATALOGUE.find((c) => c.key === 'upland_vegetables')!;
    const sections = await getAdviceForPlace(await portalDb(), {
      municipalityPsgc: GENERAL_EMILIO_AGUINALDO,
      crop: crop.key,
      mode: 'seasonal',
      slots: Array(24).fill('veg'),
      month: manilaToday().slice(0, 7),
    });
    const advice = await rendered(await AdviceNow({ crop, place: 'General Emilio Aguinaldo', stageNow: 'veg', sections }));
    // This month is way below normal in the fixture, and Signal No. 3 is raised over Cavite.
    expect(advice).toContain(said(terms, 'category_wb_normal'));
    expect(advice).toContain(said(terms, 'signal_signal_number_3'));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BulletinAdvice, BulletinDocument, BulletinLanguage, SpecialWeather } from '@/modules/bulletins/rules/bulletin-document';
import { composeSmsText } from './compose-sms-text';
import { countSms } from './count-sms';
import { SMS_WORDS } from './sms-words';

const BAY = { province: { psgc: '0403400000', name: 'Laguna' }, municipality: { psgc: '0403402000', name: 'Bay' } };

function advice(stage: BulletinAdvice['stage'], practice: string, extra: Partial<BulletinAdvice> = {}): BulletinAdvice {
  return {
    recommendationId: Math.floor(Math.random() * 1e6),
    stage,
    stageLabel: stage ? 'Active tillering' : 'All stages',
    farmOperation: 'Water management',
    trigger: 'above_normal',
    forecast: 'Heavy rains',
    risk: null,
    impact: '<p>Standing water may drown young tillers.</p>',
    practice,
    englishOnly: false,
    ...extra,
  };
}

function document(
  language: BulletinLanguage,
  weather: BulletinDocument['weather'],
  period: BulletinDocument['period'],
  list: BulletinAdvice[],
): BulletinDocument {
  const tagalog = language === 'tag';
  return {
    version: 1,
    type: weather.kind,
    language,
    title: 'Bulletin',
    region: 'Region 4a (CALABARZON)',
    ...BAY,
    crop: { key: 'rice', name: tagalog ? 'Palay' : 'Rice' },
    period,
    weather,
    stages: [{ code: 'veg', label: tagalog ? 'Aktibong pagsusuwi' : 'Active tillering', slots: [15] }],
    advice: list,
    stagesWithoutAdvice: [],
    nextStage: null,
    basedOnExpired: null,
    outlookMap: null,
    sources: {
      issuanceId: '3f0c1c9e-5a43-4d7e-9a8e-2b1f0d6c4e21',
      calendar: { municipalityPsgc: BAY.municipality.psgc, crop: 'rice', mode: 'ten_day', updatedAt: '2025-08-01T00:00:00.000Z' },
      recommendationIds: list.map((item) => item.recommendationId),
      commonData: [],
    },
    isDemo: false,
  };
}

const RAIN = {
  en: { above_normal: 'Heavy rains', near_normal: 'Moderate rains', b_normal: 'Light rains' },
  tag: { above_normal: 'Malakas na ulan', near_normal: 'Katamtamang ulan', b_normal: 'Mahinang ulan' },
} as const;

function tenDay(language: BulletinLanguage, classes: (keyof (typeof RAIN)['en'])[], list: BulletinAdvice[]) {
  const days = classes.map((code, i) => {
    const date = `2025-08-${String(18 + i).padStart(2, '0')}`;
    return {
      date,
      label: date,
      rainfall: { code, label: RAIN[language][code] },
      tempMin: 24,
      tempMax: 31,
      humidity: 85,
      windSpeed: 3,
      windDirection: 'SW',
      cloudCover: language === 'tag' ? 'Maulap' : 'Cloudy',
    };
  });
  const period = { from: days[0]!.date, to: days.at(-1)!.date, label: 'August 18 – 27, 2025' };
  return document(language, { kind: 'ten_day', days, moonPhases: [] }, period, list);
}

const CATEGORY = {
  en: { wb_normal: 'Way below normal', b_normal: 'Below normal', near_normal: 'Near normal', above_normal: 'Above normal' },
  tag: { wb_normal: 'Lubhang mas mababa sa normal', b_normal: 'Mas mababa sa normal', near_normal: 'Malapit sa normal', above_normal: 'Mas mataas sa normal' },
} as const;

function seasonal(language: BulletinLanguage, list: BulletinAdvice[]) {
  const codes = ['wb_normal', 'b_normal', 'near_normal', 'above_normal', 'near_normal', 'near_normal'] as const;
  const months = codes.map((code, i) => {
    const month = i < 4 ? `2025-${String(9 + i).padStart(2, '0')}` : `2026-0${i - 3}`;
    return {
      month,
      label: month,
      percent: [35, 60, 100, 130, 90, 110][i]!,
      category: { code, label: CATEGORY[language][code] },
      cyclones: '1 or 2',
      weatherSystems: 'Amihan',
    };
  });
  return document(
    language,
    { kind: 'seasonal', fromProvince: true, months },
    { from: '2025-09-01', to: '2026-02-28', label: 'September 2025 to February 2026' },
    list,
  );
}

function special(language: BulletinLanguage, list: BulletinAdvice[], windSpeed: string | null = '62–88 km/h') {
  const weather = {
    kind: 'special_weather' as const,
    cyclone: {
      name: 'Bagyong Kristine',
      bulletinNumber: '12',
      issuedAt: '2025-10-23T05:00:00+08:00',
      centre: '120 km east of Infanta, Quezon',
      movement: 'West northwest at 20 km/h',
      strength: '85 km/h',
      forecastPositions: [],
    },
    signal: { code: 'signal_number_2' as const, label: language === 'tag' ? 'Babala Blg. 2' : 'Signal No. 2' },
    windSpeed,
  };
  return document(language, weather, { from: '2025-10-23', to: '2025-10-24', label: 'October 23 – 24, 2025' }, list);
}

const DRAIN_EN = advice('veg', '<ul><li>Open the field drains before the rain arrives.</li><li>Hold the nitrogen topdressing until the rains pass.</li></ul>');
const DRAIN_TL = advice(
  'veg',
  '<ul><li>Buksan ang mga daluyan ng tubig bago dumating ang ulan.</li><li>Ipagpaliban ang abono hanggang lumipas ang ulan.</li></ul>',
);
const STORM_EN = advice(null, '<p>Harvest mature crops early and move tools, seeds and animals to high ground.</p>', { farmOperation: 'Storm preparation' });
const STORM_TL = advice(null, '<p>Anihin nang maaga ang hinog na pananim at ilipat sa mataas na lugar ang mga gamit, binhi at hayop.</p>');

const EN_CLOSING = ' DA-4A farm advice. Official warnings: PAGASA, NDRRMC.';
const TL_CLOSING = ' Payo sa bukid ng DA-4A. Opisyal na babala: PAGASA, NDRRMC.';

const expectGsmWithinTwoParts = (text: string) => expect(countSms(text)).toMatchObject({ encoding: 'GSM-7', fits: true });

describe('the SMS text of a bulletin', () => {
  it('10-day, English: place, crop and period, the rainfall by days, and the first two steps', () => {
    const text = composeSmsText(
      tenDay('en', ['above_normal', 'above_normal', 'above_normal', 'above_normal', 'above_normal', 'near_normal', 'near_normal'], [DRAIN_EN]),
    );
    expect(text).toBe(
      'Bay, Laguna (Rice), Aug 18-24, 2025. 10-day outlook: Heavy rains Aug 18-22, moderate rains Aug 23-24. ' +
        'Do: Open the field drains before the rain arrives. Hold the nitrogen topdressing until the rains pass.' +
        EN_CLOSING,
    );
    expectGsmWithinTwoParts(text);
  });

  it('ends every text with the closing line in its language, the one kept in sms-words', () => {
    expect(SMS_WORDS.en.closing).toBe(EN_CLOSING.trim());
    expect(SMS_WORDS.tag.closing).toBe(TL_CLOSING.trim());
    for (const words of Object.values(SMS_WORDS)) {
      expect(countSms(words.closing)).toMatchObject({ encoding: 'GSM-7' });
      expect([...words.closing].length).toBeLessThanOrEqual(60);
    }
  });

  it('10-day, Tagalog: in Tagalog words and month names', () => {
    const text = composeSmsText(tenDay('tag', ['b_normal', 'b_normal', 'above_normal'], [DRAIN_TL]));
    expect(text).toBe(
      'Bay, Laguna (Palay), Ago 18-20, 2025. Pagtataya sa 10 araw: Mahinang ulan Ago 18-19, malakas na ulan Ago 20. ' +
        'Gawin: Buksan ang mga daluyan ng tubig bago dumating ang ulan. Ipagpaliban ang abono hanggang lumipas ang ulan.' +
        TL_CLOSING,
    );
    expectGsmWithinTwoParts(text);
  });

  it('10-day under a raised signal: the signal first, the storm advice as the action, never the advice that waits for the storm', () => {
    const catchRain = advice('veg', '<ul><li>Catch rainwater in farm ponds or drums.</li></ul>', { trigger: 'b_normal', storm: 'after_storm' });
    const secure = advice(null, '<ul><li>Harvest what is ready and move seed to high ground.</li></ul>', { trigger: 'signal_number_3', storm: 'storm' });
    const doc = {
      ...tenDay('en', ['b_normal', 'b_normal', 'b_normal'], [catchRain, secure]),
      storm: {
        signal: { code: 'signal_number_3' as const, label: 'Signal No. 3' },
        issuanceId: 'adv-8',
        cycloneName: 'RAMON',
        bulletinNumber: '8',
        issuedAt: '2026-11-26T22:00:00.000Z',
        headline: 'Signal No. 3 is up for Bay.',
      },
    };
    const text = composeSmsText(doc);
    expect(text).toMatch(/^Bay, Laguna \(Rice\), Aug 18-20, 2025\. Signal No\. 3 \(RAMON, advisory 8\)\. 10-day outlook: /);
    expect(text).toContain('Do: Harvest what is ready and move seed to high ground.');
    expect(text).not.toMatch(/rainwater/i);
    expect(text.endsWith(EN_CLOSING)).toBe(true);
    expectGsmWithinTwoParts(text);
  });

  it('seasonal: the category of each month, months of the same category together; three months when two steps would not fit', () => {
    const en = composeSmsText(seasonal('en', [advice('veg', '<p>Open the field drains.</p>')]));
    expect(en).toBe(
      'Bay, Laguna (Rice), Sep 2025-Feb 2026. Rainfall outlook: Sep way below normal, Oct below normal, Nov near normal, Dec above normal, ' +
        'Jan-Feb near normal. Do: Open the field drains.' +
        EN_CLOSING,
    );
    const twoSteps = composeSmsText(seasonal('en', [DRAIN_EN]));
    expect(twoSteps).toBe(
      'Bay, Laguna (Rice), Sep 2025-Feb 2026. Rainfall outlook: Sep way below normal, Oct below normal, Nov near normal. ' +
        'Do: Open the field drains before the rain arrives. Hold the nitrogen topdressing until the rains pass.' +
        EN_CLOSING,
    );
    const tl = composeSmsText(seasonal('tag', [DRAIN_TL]));
    expect(tl).toMatch(/^Bay, Laguna \(Palay\), Set 2025-Peb 2026\. Pagtataya ng ulan: Set lubhang mas mababa sa normal, Okt mas mababa sa normal, /);
    expect(tl).toContain('Gawin: Buksan ang mga daluyan ng tubig');
    expect(tl.endsWith(TL_CLOSING)).toBe(true);
    for (const text of [en, twoSteps, tl]) expectGsmWithinTwoParts(text);
  });

  it('names the cyclone alone in each language: never "Bagyong Typhoon RAMON", nor a Tagalog word in English', () => {
    const named = (language: BulletinLanguage, name: string) => {
      const doc = special(language, [STORM_EN]);
      return composeSmsText({ ...doc, weather: { ...doc.weather, cyclone: { ...(doc.weather as SpecialWeather).cyclone, name } } as SpecialWeather });
    };
    expect(named('tag', 'Typhoon RAMON')).toContain('Bagyong RAMON: Babala Blg. 2');
    expect(named('en', 'Bagyong Kristine')).toContain('Cyclone Kristine: Signal No. 2');
  });

  it('special weather: the cyclone and the signal, and what to do before it first', () => {
    const en = composeSmsText(special('en', [DRAIN_EN, STORM_EN]));
    expect(en).toBe(
      'Bay, Laguna (Rice), Oct 23-24, 2025. Cyclone Kristine: Signal No. 2, 62-88 km/h. ' +
        'Do: Harvest mature crops early and move tools, seeds and animals to high ground. Open the field drains before the rain arrives.' +
        EN_CLOSING,
    );
    const tl = composeSmsText(special('tag', [DRAIN_TL, STORM_TL]));
    expect(tl).toMatch(/^Bay, Laguna \(Palay\), Okt 23-24, 2025\. Bagyong Kristine: Babala Blg\. 2, 62-88 km\/h\. Gawin: Anihin nang maaga/);
    for (const text of [en, tl]) expectGsmWithinTwoParts(text);
  });

  it('replaces what GSM-7 lacks and drops what has no equivalent, keeping ñ', () => {
    const doc = special('en', [advice(null, '<p>Secure the “bangka” — and the nets… 🌀</p>')]);
    const text = composeSmsText({ ...doc, municipality: { psgc: '0402106000', name: 'City of Dasmariñas' }, province: { psgc: '0402100000', name: 'Cavite' } });
    expect(text).toBe(
      'City of Dasmariñas, Cavite (Rice), Oct 23-24, 2025. Cyclone Kristine: Signal No. 2, 62-88 km/h. Do: Secure the "bangka" - and the nets...' + EN_CLOSING,
    );
  });

  it('gives up the outlook detail first, then the second step, then cuts the first step after a whole word', () => {
    const alternating = [
      'above_normal',
      'b_normal',
      'near_normal',
      'above_normal',
      'b_normal',
      'near_normal',
      'above_normal',
      'b_normal',
      'near_normal',
      'above_normal',
    ] as const;
    const long = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `step${i}`).join(' ')} done.</p>`;
    const shortOutlook = '10-day outlook: Heavy rains 4 days, light rains 3 days, moderate rains 3 days.';
    const detail = composeSmsText(tenDay('en', [...alternating], [DRAIN_EN]));
    expect(detail).toContain(shortOutlook);
    expect(detail).toContain('Hold the nitrogen topdressing');
    const oneStep = composeSmsText(tenDay('en', [...alternating], [advice('veg', long(18)), DRAIN_EN]));
    expect(oneStep).toContain(shortOutlook);
    expect(oneStep).toMatch(/Do: step0 .* step17 done\. DA-4A farm advice\./);
    expect(oneStep).not.toContain('Open the field drains');
    // The first step is cut, never the closing line: one more word would not fit before it.
    const cut = composeSmsText(tenDay('en', [...alternating], [advice('veg', long(80))]));
    expect(cut.endsWith(EN_CLOSING)).toBe(true);
    const written = cut.slice(0, -EN_CLOSING.length);
    expect(written).toMatch(/Do: step0 step1 .* step\d+\.\.\.$/);
    expect(countSms(`${written.slice(0, -3)} stepX...${EN_CLOSING}`).fits).toBe(false);
    for (const text of [detail, oneStep, cut]) {
      expect(text.endsWith(EN_CLOSING)).toBe(true);
      expectGsmWithinTwoParts(text);
    }
  });

  it('cuts the outlook itself only when place and outlook alone are too long', () => {
    const named = (name: string) => {
      const doc = special('en', [STORM_EN]);
      return composeSmsText({ ...doc, weather: { ...doc.weather, cyclone: { ...(doc.weather as SpecialWeather).cyclone, name } } as SpecialWeather });
    };
    const wordy = named(Array.from({ length: 60 }, (_, i) => `Name${i}`).join(' '));
    expect(wordy).toMatch(/^Bay, Laguna \(Rice\), Oct 23-24, 2025\. Cyclone Name0 Name1 .* Name\d+\.\.\. DA-4A farm advice\. /);
    // A word too long for what is left goes whole; a first word longer than two parts is cut where the closing line starts.
    const oneWord = named('X'.repeat(400));
    expect(oneWord).toBe(`Bay, Laguna (Rice), Oct 23-24, 2025. Cyclone...${EN_CLOSING}`);
    const town = composeSmsText({ ...special('en', [STORM_EN]), municipality: { psgc: BAY.municipality.psgc, name: 'Y'.repeat(400) } });
    expect(town).toBe(`${'Y'.repeat(306 - 3 - EN_CLOSING.length)}...${EN_CLOSING}`);
    for (const text of [wordy, oneWord, town]) {
      expect(text.endsWith(EN_CLOSING)).toBe(true);
      expect(countSms(text)).toMatchObject({ encoding: 'GSM-7', fits: true });
    }
  });

  it('is always GSM-7 within two parts and ends with the closing line in its language, whatever the advice and names hold', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 400 });
    fc.assert(
      fc.property(anyText, anyText, anyText, fc.constantFrom<BulletinLanguage>('en', 'tag'), (practice, second, cyclone, language) => {
        const doc = special(language, [advice(null, practice), advice('veg', `<ul><li>${second}</li><li>${practice}</li></ul>`)], second);
        const named = { ...doc, weather: { ...doc.weather, cyclone: { ...(doc.weather as SpecialWeather).cyclone, name: cyclone } } as SpecialWeather };
        const text = composeSmsText(named);
        const count = countSms(text);
        return count.encoding === 'GSM-7' && count.fits && text.endsWith(` ${SMS_WORDS[language].closing}`);
      }),
    );
  });

  it('keeps the storm line of a bulletin under a raised signal, and its closing line, however long the outlook and advice', () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 400 });
    const rainfall = fc.constantFrom<keyof (typeof RAIN)['en']>('above_normal', 'near_normal', 'b_normal');
    const cycloneName = fc.stringMatching(/^[A-Z]{3,12}$/);
    fc.assert(
      fc.property(
        fc.array(rainfall, { minLength: 1, maxLength: 10 }),
        anyText,
        anyText,
        cycloneName,
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom<BulletinLanguage>('en', 'tag'),
        (classes, practice, second, name, number, language) => {
          const label = language === 'tag' ? 'Babala Blg. 3' : 'Signal No. 3';
          const list = [advice(null, practice, { storm: 'storm' }), advice('veg', `<ul><li>${second}</li><li>${practice}</li></ul>`, { storm: 'storm' })];
          const doc = {
            ...tenDay(language, classes, list),
            storm: {
              signal: { code: 'signal_number_3' as const, label },
              issuanceId: 'adv',
              cycloneName: name,
              bulletinNumber: String(number),
              issuedAt: '2026-11-26T22:00:00.000Z',
              headline: `${label} is up for Bay.`,
            },
          };
          const text = composeSmsText(doc);
          const storm = `. ${label} (${name}, ${SMS_WORDS[language].advisory} ${number}). `;
          return countSms(text).fits && text.includes(storm) && text.endsWith(` ${SMS_WORDS[language].closing}`);
        },
      ),
    );
  });
});

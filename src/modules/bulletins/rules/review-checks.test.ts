import { describe, expect, it } from 'vitest';
import type { BulletinAdvice, BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import { reviewChecks, unacknowledgedWarnings, type ReviewFacts } from './review-checks';

const advice = (englishOnly: boolean): BulletinAdvice => ({
  recommendationId: 1,
  stage: null,
  stageLabel: 'All stages',
  farmOperation: null,
  trigger: 'heavy rain',
  forecast: 'Heavy rains',
  risk: null,
  impact: '<p>Flooding</p>',
  practice: '<p>Clear the canals</p>',
  englishOnly,
});

const tenDay: BulletinDocument = {
  version: 1,
  type: 'ten_day',
  language: 'en',
  title: '10-Day Farm Weather Outlook and Advisory',
  region: 'CALABARZON',
  province: { psgc: '0403400000', name: 'Laguna' },
  municipality: { psgc: '0403402000', name: 'Bay' },
  crop: { key: 'rice', name: 'Rice' },
  period: { from: '2026-11-21', to: '2026-11-30', label: 'November 21 – 30, 2026' },
  weather: { kind: 'ten_day', days: [], moonPhases: [] },
  stages: [],
  advice: [advice(false)],
  stagesWithoutAdvice: [],
  sources: {
    issuanceId: 'i1',
    calendar: { municipalityPsgc: '0403402000', crop: 'rice', mode: 'ten_day', updatedAt: '2026-11-01' },
    recommendationIds: [1],
    commonData: [],
  },
  isDemo: false,
};

const special = (issuedAt: string): BulletinDocument => ({
  ...tenDay,
  type: 'special_weather',
  weather: {
    kind: 'special_weather',
    cyclone: { name: 'Ada', bulletinNumber: '5', issuedAt, centre: null, movement: null, strength: null, forecastPositions: [] },
    signal: { code: 'signal_number_2', label: 'Signal No. 2' },
    windSpeed: null,
  },
});

const NOW = new Date('2026-11-26T06:00:00Z');
const clean: ReviewFacts = {
  now: NOW,
  outlook: { ended: false, endedOn: 'November 30, 2026', issuedAt: null },
  sms: { parts: 1, maxParts: 2, encoding: 'GSM-7', offenders: [] },
};
const codes = (doc: BulletinDocument, facts: ReviewFacts) => reviewChecks(doc, facts).map((f) => `${f.level}:${f.code}`);

describe('reviewChecks', () => {
  it('finds nothing in a current, complete bulletin', () => {
    expect(reviewChecks(tenDay, clean)).toEqual([]);
  });

  it('blocks an outlook that ended or was deleted since, and only warns of one the bulletin declares as ended', () => {
    const ended = reviewChecks(tenDay, { ...clean, outlook: { ended: true, endedOn: 'November 20, 2026', issuedAt: null } });
    expect(ended).toEqual([expect.objectContaining({ code: 'outlook_ended', level: 'block', message: expect.stringContaining('November 20, 2026') })]);
    expect(codes(tenDay, { ...clean, outlook: null })).toEqual(['block:outlook_missing']);
    const declared = { ...tenDay, basedOnExpired: { validTo: '2026-11-20' } };
    expect(codes(declared, { ...clean, outlook: { ended: true, endedOn: 'November 20, 2026', issuedAt: null } })).toEqual(['warning:outlook_ended']);
  });

  it('blocks a cyclone advisory more than 24 hours old, and not one of exactly 24', () => {
    const exactly = new Date(NOW.getTime() - 24 * 3_600_000).toISOString();
    const older = new Date(NOW.getTime() - 24 * 3_600_000 - 60_000).toISOString();
    expect(codes(special(exactly), clean)).toEqual([]);
    expect(reviewChecks(special(older), clean)).toEqual([
      expect.objectContaining({ code: 'cyclone_advisory_old', level: 'block', message: expect.stringContaining('24 hours ago') }),
    ]);
    const declared = { ...special(older), basedOnExpired: { validTo: '2026-11-25' } };
    expect(codes(declared, { ...clean, outlook: { ended: true, endedOn: 'November 25, 2026', issuedAt: older } })).toEqual([
      'warning:outlook_ended',
      'warning:cyclone_advisory_old',
    ]);
    // The advisory as stored now wins over the copy in the document.
    expect(codes(special(exactly), { ...clean, outlook: { ended: false, endedOn: '', issuedAt: older } })).toEqual(['block:cyclone_advisory_old']);
  });

  it('blocks an SMS over its parts, and warns of one that is UCS-2, naming the characters', () => {
    expect(codes(tenDay, { ...clean, sms: { parts: 3, maxParts: 2, encoding: 'GSM-7', offenders: [] } })).toEqual(['block:sms_too_long']);
    expect(codes(tenDay, { ...clean, sms: { ...clean.sms, closed: false } })).toEqual(['block:sms_no_closing_line']);
    expect(codes(tenDay, { ...clean, sms: { ...clean.sms, closed: true } })).toEqual([]);
    const ucs = reviewChecks(tenDay, { ...clean, sms: { parts: 2, maxParts: 2, encoding: 'UCS-2', offenders: ['“', '—'] } });
    expect(ucs).toEqual([expect.objectContaining({ code: 'sms_not_gsm', level: 'warning', message: expect.stringContaining('“ —') })]);
  });

  it('warns of English advice in a Tagalog bulletin only, and of stages without advice', () => {
    const tagalog = { ...tenDay, language: 'tag' as const, advice: [advice(true), advice(false)] };
    expect(reviewChecks(tagalog, clean)).toEqual([expect.objectContaining({ code: 'tagalog_missing', message: expect.stringContaining('1 of 2') })]);
    expect(codes({ ...tenDay, advice: [advice(true)] }, clean)).toEqual([]);
    expect(reviewChecks({ ...tenDay, stagesWithoutAdvice: ['Tillering', 'Booting'] }, clean)[0]?.message).toBe(
      'No advice for the active stages: Tillering, Booting.',
    );
  });

  it('lists blocks before warnings, and marks demo data', () => {
    const doc = { ...tenDay, isDemo: true, stagesWithoutAdvice: ['Tillering'] };
    expect(codes(doc, { ...clean, outlook: null })).toEqual(['block:outlook_missing', 'warning:advice_gap', 'warning:demo_data']);
  });
});

describe('unacknowledgedWarnings', () => {
  it('leaves out blocks and the warnings ticked', () => {
    const findings = reviewChecks({ ...tenDay, isDemo: true, stagesWithoutAdvice: ['Tillering'] }, { ...clean, outlook: null });
    expect(unacknowledgedWarnings(findings, ['demo_data']).map((f) => f.code)).toEqual(['advice_gap']);
    expect(unacknowledgedWarnings(findings, ['demo_data', 'advice_gap'])).toEqual([]);
  });
});

describe('the signal check: one story per place', () => {
  const up = (signal: 'signal_number_2' | 'signal_number_3', bulletinNumber = '8') => ({
    signal,
    issuanceId: `adv-${bulletinNumber}`,
    cycloneName: 'RAMON',
    bulletinNumber,
    issuedAt: '2026-11-26T03:00:00.000Z',
    validUntil: '2026-11-27T03:00:00.000Z',
  });
  const stormy: BulletinDocument = {
    ...tenDay,
    storm: {
      signal: { code: 'signal_number_2', label: 'Signal No. 2' },
      issuanceId: 'adv-7',
      cycloneName: 'RAMON',
      bulletinNumber: '7',
      issuedAt: '',
      headline: '',
    },
  };
  const message = (doc: BulletinDocument, signal: ReturnType<typeof up> | null) =>
    reviewChecks(doc, { ...clean, signal }).find((f) => f.code === 'signal_changed')?.message;

  it('blocks a 10-day bulletin made without the signal that is up now, naming the advisory to remake it from', () => {
    expect(codes(tenDay, { ...clean, signal: up('signal_number_3') })).toEqual(['block:signal_changed']);
    expect(message(tenDay, up('signal_number_3'))).toBe(
      'Signal No. 3 is up for Bay now, and this bulletin was made without it. Remake it from advisory no. 8 so that it leads with the storm.',
    );
  });

  it('blocks one whose signal changed or was lifted, and passes one that carries the signal up now, whichever advisory repeats it', () => {
    expect(message(stormy, up('signal_number_3', '9'))).toBe(
      'The signal for Bay changed since this bulletin was made: Signal No. 2 then, Signal No. 3 now. Remake it from advisory no. 9.',
    );
    expect(message(stormy, null)).toMatch(/^Signal No\. 2 is no longer up for Bay/);
    expect(codes(stormy, { ...clean, signal: up('signal_number_2', '9') })).toEqual([]);
    expect(codes(tenDay, { ...clean, signal: null })).toEqual([]);
  });

  it("reads a cyclone bulletin's own signal", () => {
    expect(codes(special('2026-11-26T03:00:00Z'), { ...clean, signal: up('signal_number_2') })).toEqual([]);
    expect(codes(special('2026-11-26T03:00:00Z'), { ...clean, signal: up('signal_number_3') })).toEqual(['block:signal_changed']);
  });
});

describe('a Tagalog cyclone bulletin with English texts', () => {
  it('warns, naming what staff wrote no Tagalog for', () => {
    const doc = special('2026-11-26T03:00:00Z');
    const tagalog = { ...doc, language: 'tag' as const, weather: { ...doc.weather, untranslated: ['centre', 'Baha at pagguho ng lupa'] } } as BulletinDocument;
    const finding = reviewChecks(tagalog, clean).find((f) => f.code === 'tagalog_missing');
    expect(finding).toMatchObject({ level: 'warning' });
    expect(finding?.message).toBe(
      "The cyclone's centre, Baha at pagguho ng lupa have no Tagalog text and are printed in English: add it on the advisory form.",
    );
  });
});

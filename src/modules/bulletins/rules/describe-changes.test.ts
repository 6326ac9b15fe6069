import { describe, expect, it } from 'vitest';
import type { ConditionCode, WindSignal } from '@/modules/weather/rules/conditions';
import type { BulletinAdvice, BulletinDocument, SeasonalWeather, SpecialWeather, TenDayWeather } from './bulletin-document';
import { describeChanges, mostImportantChanges, type BulletinChange } from './describe-changes';

const RAIN_EN: Record<ConditionCode, string> = {
  wb_normal: 'No rain',
  b_normal: 'Light rains',
  near_normal: 'Moderate rains',
  above_normal: 'Heavy rains',
  nda: 'No data',
};

function tenDay(from: number, codes: ConditionCode[], label = (d: number) => `Aug ${d}`, words = RAIN_EN): TenDayWeather {
  return {
    kind: 'ten_day',
    days: codes.map((code, i) => ({
      date: `2025-08-${String(from + i).padStart(2, '0')}`,
      label: label(from + i),
      rainfall: { code, label: words[code] },
      tempMin: 24,
      tempMax: 31,
      humidity: 85,
      windSpeed: 3,
      windDirection: 'SW',
      cloudCover: 'Cloudy',
    })),
    moonPhases: [],
  };
}

function seasonal(months: [string, ConditionCode, number | null][]): SeasonalWeather {
  return {
    kind: 'seasonal',
    fromProvince: true,
    months: months.map(([month, code, percent]) => ({
      month,
      label: `Month ${month}`,
      percent,
      category: { code, label: `Category ${code}` },
      cyclones: null,
      weatherSystems: null,
    })),
  };
}

function special(code: WindSignal, label: string): SpecialWeather {
  return {
    kind: 'special_weather',
    cyclone: { name: 'Kristine', bulletinNumber: '12', issuedAt: null, centre: null, movement: null, strength: null, forecastPositions: [] },
    signal: { code, label },
    windSpeed: null,
  };
}

function advice(id: number, overrides: Partial<BulletinAdvice> = {}): BulletinAdvice {
  return {
    recommendationId: id,
    stage: 'veg',
    stageLabel: 'Active tillering',
    farmOperation: 'Water management',
    trigger: 'above_normal',
    forecast: 'Heavy rains',
    risk: null,
    impact: '<p>Fields flood.</p>',
    practice: `<ul><li>Practice ${id}</li></ul>`,
    englishOnly: false,
    ...overrides,
  };
}

function doc(overrides: Partial<BulletinDocument> = {}): BulletinDocument {
  return {
    version: 1,
    type: 'ten_day',
    language: 'en',
    title: '10-Day Farm Weather Outlook and Advisory',
    region: 'Region 4a',
    province: { psgc: '0403400000', name: 'Laguna' },
    municipality: { psgc: '0403402000', name: 'Bay' },
    crop: { key: 'rice', name: 'Rice' },
    period: { from: '2025-08-18', to: '2025-08-27', label: 'August 18 – 27, 2025' },
    weather: tenDay(18, Array<ConditionCode>(10).fill('near_normal')),
    stages: [{ code: 'veg', label: 'Active tillering', slots: [14, 15] }],
    advice: [advice(1), advice(2)],
    stagesWithoutAdvice: [],
    sources: {
      issuanceId: 'issuance-1',
      calendar: { municipalityPsgc: '0403402000', crop: 'rice', mode: 'ten_day', updatedAt: '2025-08-01T00:00:00Z' },
      recommendationIds: [1, 2],
      commonData: [],
    },
    isDemo: false,
    ...overrides,
  };
}

const changesOf = (previous: BulletinDocument, current: BulletinDocument): BulletinChange[] => {
  const result = describeChanges(previous, current);
  return result.status === 'changed' ? result.changes : [];
};

describe('describeChanges', () => {
  it('says a bulletin with no previous one is the first', () => {
    expect(describeChanges(null, doc())).toEqual({ status: 'first' });
  });

  it('says nothing changed when the same forecast, stages and advice come again', () => {
    expect(describeChanges(doc(), doc())).toEqual({ status: 'unchanged', period: null });
    // A newer outlook with other readings but the same classes, and the advice's wording edited under the same rule.
    const current = doc({ sources: { ...doc().sources, issuanceId: 'issuance-2' }, advice: [advice(1, { practice: '<p>Edited</p>' }), advice(2)] });
    expect(describeChanges(doc(), current)).toEqual({ status: 'unchanged', period: null });
  });

  describe('10-day outlooks', () => {
    it('lists each day both cover whose rainfall class changed, from and to, with the direction', () => {
      const previous = doc({
        weather: tenDay(18, [
          'b_normal',
          'near_normal',
          'above_normal',
          'nda',
          'near_normal',
          'near_normal',
          'near_normal',
          'near_normal',
          'near_normal',
          'near_normal',
        ]),
      });
      const current = doc({
        weather: tenDay(18, [
          'above_normal',
          'near_normal',
          'b_normal',
          'near_normal',
          'wb_normal',
          'near_normal',
          'near_normal',
          'near_normal',
          'near_normal',
          'near_normal',
        ]),
      });
      expect(changesOf(previous, current)).toEqual([
        {
          kind: 'rainfall',
          date: '2025-08-18',
          label: 'Aug 18',
          from: { code: 'b_normal', label: 'Light rains' },
          to: { code: 'above_normal', label: 'Heavy rains' },
          direction: 'up',
        },
        {
          kind: 'rainfall',
          date: '2025-08-20',
          label: 'Aug 20',
          from: { code: 'above_normal', label: 'Heavy rains' },
          to: { code: 'b_normal', label: 'Light rains' },
          direction: 'down',
        },
        {
          kind: 'rainfall',
          date: '2025-08-21',
          label: 'Aug 21',
          from: { code: 'nda', label: 'No data' },
          to: { code: 'near_normal', label: 'Moderate rains' },
          direction: 'other',
        },
        {
          kind: 'rainfall',
          date: '2025-08-22',
          label: 'Aug 22',
          from: { code: 'near_normal', label: 'Moderate rains' },
          to: { code: 'wb_normal', label: 'No rain' },
          direction: 'down',
        },
      ]);
    });

    it('says once that the period moved, and does not count the newly covered days as changes', () => {
      const previous = doc({ weather: tenDay(18, Array<ConditionCode>(10).fill('near_normal')) });
      const current = doc({
        period: { from: '2025-08-21', to: '2025-08-30', label: 'August 21 – 30, 2025' },
        weather: tenDay(21, [...Array<ConditionCode>(7).fill('near_normal'), 'above_normal', 'above_normal', 'wb_normal']),
      });
      expect(describeChanges(previous, current)).toEqual({ status: 'unchanged', period: { from: previous.period, to: current.period } });

      const wetter = doc({ ...current, weather: tenDay(21, ['above_normal', ...Array<ConditionCode>(9).fill('near_normal')]) });
      const result = describeChanges(previous, wetter);
      expect(result).toMatchObject({ status: 'changed', period: { from: { label: 'August 18 – 27, 2025' }, to: { label: 'August 21 – 30, 2025' } } });
      expect(changesOf(previous, wetter).map((c) => c.kind === 'rainfall' && c.date)).toEqual(['2025-08-21']);
    });

    it('has no days in common with an outlook of other dates: only the period moved', () => {
      const current = doc({
        period: { from: '2025-09-01', to: '2025-09-10', label: 'September 1 – 10, 2025' },
        weather: tenDay(1, Array<ConditionCode>(10).fill('wb_normal')),
      });
      expect(describeChanges(doc(), current)).toMatchObject({ status: 'unchanged', period: { to: { from: '2025-09-01' } } });
    });
  });

  describe('seasonal outlooks', () => {
    const base = (months: [string, ConditionCode, number | null][]) =>
      doc({ type: 'seasonal', period: { from: '2025-09-01', to: '2026-02-28', label: 'September 2025 to February 2026' }, weather: seasonal(months) });

    it('lists each month whose category changed, with the percent of normal when both bulletins had it', () => {
      const previous = base([
        ['2025-09', 'b_normal', 60],
        ['2025-10', 'near_normal', 100],
        ['2025-11', 'nda', null],
        ['2025-12', 'above_normal', 130],
        ['2026-01', 'near_normal', 90],
      ]);
      const current = base([
        ['2025-09', 'above_normal', 125],
        ['2025-10', 'near_normal', 115],
        ['2025-11', 'b_normal', 70],
        ['2025-12', 'wb_normal', 35],
        ['2026-01', 'near_normal', 90],
      ]);
      expect(changesOf(previous, current)).toEqual([
        {
          kind: 'category',
          month: '2025-09',
          label: 'Month 2025-09',
          from: { code: 'b_normal', label: 'Category b_normal' },
          to: { code: 'above_normal', label: 'Category above_normal' },
          percent: { from: 60, to: 125 },
          direction: 'up',
        },
        {
          kind: 'category',
          month: '2025-11',
          label: 'Month 2025-11',
          from: { code: 'nda', label: 'Category nda' },
          to: { code: 'b_normal', label: 'Category b_normal' },
          percent: null,
          direction: 'other',
        },
        {
          kind: 'category',
          month: '2025-12',
          label: 'Month 2025-12',
          from: { code: 'above_normal', label: 'Category above_normal' },
          to: { code: 'wb_normal', label: 'Category wb_normal' },
          percent: { from: 130, to: 35 },
          direction: 'down',
        },
      ]);
    });

    it('leaves months only one outlook covers to the period note', () => {
      const previous = base([
        ['2025-09', 'b_normal', 60],
        ['2025-10', 'near_normal', 100],
      ]);
      const current = doc({
        ...base([
          ['2025-10', 'near_normal', 95],
          ['2025-11', 'above_normal', 140],
        ]),
        period: { from: '2025-10-01', to: '2026-03-31', label: 'October 2025 to March 2026' },
      });
      expect(describeChanges(previous, current)).toEqual({ status: 'unchanged', period: { from: previous.period, to: current.period } });
    });
  });

  describe('special weather advisories', () => {
    const withSignal = (code: WindSignal, label: string) => doc({ type: 'special_weather', weather: special(code, label) });
    const signalChange = (from: WindSignal, to: WindSignal) => {
      const [change] = changesOf(withSignal(from, `was ${from}`), withSignal(to, `now ${to}`));
      return change?.kind === 'signal' ? change.direction : 'none';
    };

    it('says the signal over the place was raised, lowered or lifted, in the documents’ words', () => {
      expect(changesOf(withSignal('signal_number_1', 'Signal No. 1'), withSignal('signal_number_3', 'Signal No. 3'))).toEqual([
        {
          kind: 'signal',
          place: { psgc: '0403402000', name: 'Bay' },
          from: { code: 'signal_number_1', label: 'Signal No. 1' },
          to: { code: 'signal_number_3', label: 'Signal No. 3' },
          direction: 'raised',
        },
      ]);
      expect(signalChange('general_no_signal', 'signal_number_1')).toBe('raised');
      expect(signalChange('signal_number_4', 'signal_number_2')).toBe('lowered');
      expect(signalChange('signal_number_2', 'general_no_signal')).toBe('lifted');
      expect(signalChange('signal_number_5', 'general_no_signal')).toBe('lifted');
      expect(signalChange('signal_number_2', 'signal_number_2')).toBe('none');
    });
  });

  it('compares no weather between outlooks of different kinds', () => {
    const special10 = doc({ weather: special('signal_number_2', 'Signal No. 2') });
    expect(describeChanges(doc(), special10)).toEqual({ status: 'unchanged', period: null });
  });

  it('lists the stages that started and those that ended, each in the words of its bulletin', () => {
    const previous = doc({
      stages: [
        { code: 'veg', label: 'Active tillering', slots: [14] },
        { code: 'prep', label: 'Land preparation', slots: [13] },
      ],
    });
    const current = doc({
      stages: [
        { code: 'veg', label: 'Active tillering', slots: [15] },
        { code: 'repro', label: 'Reproductive', slots: [15] },
      ],
    });
    expect(changesOf(previous, current)).toEqual([
      { kind: 'stage', change: 'added', code: 'repro', label: 'Reproductive' },
      { kind: 'stage', change: 'ended', code: 'prep', label: 'Land preparation' },
    ]);
  });

  describe('advice', () => {
    const summary = (changes: BulletinChange[]) => changes.map((c) => (c.kind === 'advice' ? `${c.change} ${c.recommendationId}` : c.kind));

    it('lists advice added and dropped by the recommendation it came from', () => {
      const current = doc({ advice: [advice(2), advice(3, { stage: null, stageLabel: 'All stages', farmOperation: null, forecast: 'Light rains' })] });
      expect(changesOf(doc(), current)).toEqual([
        { kind: 'advice', change: 'added', recommendationId: 3, stage: null, stageLabel: 'All stages', farmOperation: null, forecast: 'Light rains' },
        {
          kind: 'advice',
          change: 'dropped',
          recommendationId: 1,
          stage: 'veg',
          stageLabel: 'Active tillering',
          farmOperation: 'Water management',
          forecast: 'Heavy rains',
        },
      ]);
    });

    it('takes advice under a new id with the same words (markup, spacing and case aside) for the same advice', () => {
      const reimported = doc({
        advice: [advice(11, { practice: '<ul>\n  <li>PRACTICE&nbsp;1</li></ul>', farmOperation: 'water  management' }), advice(2)],
      });
      expect(describeChanges(doc(), reimported)).toEqual({ status: 'unchanged', period: null });
    });

    it('still reports advice with other words, another stage or another operation under a new id', () => {
      const current = doc({
        advice: [
          advice(11, { practice: '<p>Practice one</p>' }),
          advice(12, { stage: 'repro', practice: advice(2).practice }),
          advice(13, { farmOperation: null }),
        ],
      });
      const previous = doc({ advice: [advice(1), advice(2), advice(3, { practice: advice(13).practice })] });
      expect(summary(changesOf(previous, current))).toEqual(['added 11', 'added 12', 'added 13', 'dropped 1', 'dropped 2', 'dropped 3']);
    });

    it('matches one dropped item to one added item with the same words', () => {
      const previous = doc({ advice: [advice(1)] });
      const current = doc({ advice: [advice(11, { practice: advice(1).practice }), advice(12, { practice: advice(1).practice })] });
      expect(summary(changesOf(previous, current))).toEqual(['added 12']);
    });
  });

  it('puts the weather first, then the stages, then the advice', () => {
    const current = doc({
      weather: tenDay(18, ['above_normal', ...Array<ConditionCode>(9).fill('near_normal')]),
      stages: [{ code: 'repro', label: 'Reproductive', slots: [15] }],
      advice: [advice(1), advice(3)],
    });
    expect(changesOf(doc(), current).map((c) => (c.kind === 'stage' || c.kind === 'advice' ? `${c.kind} ${c.change}` : c.kind))).toEqual([
      'rainfall',
      'stage added',
      'stage ended',
      'advice added',
      'advice dropped',
    ]);
  });

  it('gives the labels of Tagalog bulletins in Tagalog', () => {
    const words: Record<ConditionCode, string> = { ...RAIN_EN, b_normal: 'Mahinang ulan', above_normal: 'Malakas na ulan' };
    const tagalog = (codes: ConditionCode[]) =>
      doc({
        language: 'tag',
        weather: tenDay(18, codes, (d) => `Lun, Ago ${d}`, words),
        stages: [{ code: 'veg', label: 'Pagsusuwi', slots: [14] }],
        advice: [advice(1, { stageLabel: 'Pagsusuwi', farmOperation: 'Pamamahala ng tubig', forecast: 'Malakas na ulan' })],
      });
    const previous = tagalog(['b_normal']);
    const current = doc({ ...tagalog(['above_normal']), stages: [], advice: [] });
    expect(changesOf(previous, current)).toEqual([
      {
        kind: 'rainfall',
        date: '2025-08-18',
        label: 'Lun, Ago 18',
        from: { code: 'b_normal', label: 'Mahinang ulan' },
        to: { code: 'above_normal', label: 'Malakas na ulan' },
        direction: 'up',
      },
      { kind: 'stage', change: 'ended', code: 'veg', label: 'Pagsusuwi' },
      {
        kind: 'advice',
        change: 'dropped',
        recommendationId: 1,
        stage: 'veg',
        stageLabel: 'Pagsusuwi',
        farmOperation: 'Pamamahala ng tubig',
        forecast: 'Malakas na ulan',
      },
    ]);
  });
});

describe('mostImportantChanges', () => {
  const rain = (day: number, from: ConditionCode, to: ConditionCode, direction: 'up' | 'down' | 'other'): BulletinChange => ({
    kind: 'rainfall',
    date: `2025-08-${day}`,
    label: `Aug ${day}`,
    from: { code: from, label: from },
    to: { code: to, label: to },
    direction,
  });
  const signal: BulletinChange = {
    kind: 'signal',
    place: { psgc: '0403402000', name: 'Bay' },
    from: { code: 'signal_number_1', label: '1' },
    to: { code: 'signal_number_2', label: '2' },
    direction: 'raised',
  };
  const stage: BulletinChange = { kind: 'stage', change: 'added', code: 'repro', label: 'Reproductive' };
  const adviceChange = (change: 'added' | 'dropped', id: number): BulletinChange => ({
    kind: 'advice',
    change,
    recommendationId: id,
    stage: 'veg',
    stageLabel: 'Veg',
    farmOperation: null,
    forecast: 'Heavy rains',
  });
  const small = rain(18, 'b_normal', 'near_normal', 'up');
  const big = rain(19, 'wb_normal', 'above_normal', 'up');
  const noData = rain(20, 'nda', 'above_normal', 'other');
  const all = [small, big, noData, stage, adviceChange('added', 1), adviceChange('dropped', 2), signal];

  it('keeps the most important in reading order: signal, big rain jumps, new advice, stages, small shifts, dropped advice', () => {
    expect(mostImportantChanges(all, 1)).toEqual({ shown: [signal], more: 6 });
    expect(mostImportantChanges(all, 2)).toEqual({ shown: [big, signal], more: 5 });
    expect(mostImportantChanges(all, 3)).toEqual({ shown: [big, adviceChange('added', 1), signal], more: 4 });
    expect(mostImportantChanges(all, 4)).toEqual({ shown: [big, stage, adviceChange('added', 1), signal], more: 3 });
    // Small shifts and changes from "no data" weigh the same; the earlier comes first.
    expect(mostImportantChanges(all, 5)).toEqual({ shown: [small, big, stage, adviceChange('added', 1), signal], more: 2 });
    expect(mostImportantChanges(all, 6)).toEqual({ shown: [small, big, noData, stage, adviceChange('added', 1), signal], more: 1 });
  });

  it('shows everything when the limit allows, and nothing for a limit of zero or less', () => {
    expect(mostImportantChanges(all, 20)).toEqual({ shown: all, more: 0 });
    expect(mostImportantChanges(all, 0)).toEqual({ shown: [], more: all.length });
    expect(mostImportantChanges(all, -1)).toEqual({ shown: [], more: all.length });
    expect(mostImportantChanges([], 6)).toEqual({ shown: [], more: 0 });
  });

  it('weighs a seasonal jump of two categories like a rain jump, and a one-category shift like a small one', () => {
    const category = (from: ConditionCode, to: ConditionCode, direction: 'up' | 'down'): BulletinChange => ({
      kind: 'category',
      month: '2025-09',
      label: 'September 2025',
      from: { code: from, label: from },
      to: { code: to, label: to },
      percent: null,
      direction,
    });
    const jump = category('above_normal', 'b_normal', 'down');
    const shift = category('near_normal', 'b_normal', 'down');
    expect(mostImportantChanges([shift, stage, jump], 1).shown).toEqual([jump]);
    expect(mostImportantChanges([shift, stage], 1).shown).toEqual([stage]);
  });
});

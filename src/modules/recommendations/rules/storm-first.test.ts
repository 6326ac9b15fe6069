import { describe, expect, it } from 'vitest';
import { demoRecommendations } from '@/modules/demo/rules/demo-recommendations';
import { WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import { isRaisedSignal } from '@/modules/weather/rules/raised-signal';
import { contradictsStorm, orderStormFirst, stormPlace, type AdviceToWeigh } from './storm-first';

const demo = demoRecommendations().map((row) => ({
  row,
  advice: { type: row.type, trigger: row.trigger, risk: row.risk, texts: [row.impactEn, row.impactTl, row.practiceEn, row.practiceTl, row.sms ?? ''] },
}));
const RAISED = WIND_SIGNALS.filter((signal) => signal !== 'general_no_signal');
const plain = (advice: AdviceToWeigh) => advice.texts.join(' ').replace(/<[^>]*>/g, ' ');

describe('isRaisedSignal', () => {
  it('holds for the numbered signals only', () => {
    expect(WIND_SIGNALS.filter(isRaisedSignal)).toEqual(RAISED);
    expect(isRaisedSignal(null)).toBe(false);
    expect(isRaisedSignal(undefined)).toBe(false);
  });
});

describe('the storm-first rule over every trigger of the demo set', () => {
  it('covers every type and trigger the demo set has', () => {
    const seen = new Set(demo.map(({ row }) => `${row.type} ${row.trigger}`));
    for (const signal of WIND_SIGNALS) expect(seen).toContain(`special ${signal}`);
    for (const type of ['tenday', 'seasonal'])
      for (const trigger of ['wb_normal', 'b_normal', 'near_normal', 'above_normal']) expect(seen).toContain(`${type} ${trigger}`);
  });

  it('puts every cyclone row first, signal or not', () => {
    for (const { row, advice } of demo.filter(({ row }) => row.type === 'special')) {
      for (const signal of [...WIND_SIGNALS, null]) expect(stormPlace(advice, signal), `${row.trigger} ${row.stage}`).toBe('storm');
    }
  });

  it('keeps every dry-weather row for after the storm under each raised signal', () => {
    const dry = demo.filter(({ row }) => row.type !== 'special' && (row.trigger === 'wb_normal' || row.trigger === 'b_normal'));
    expect(dry.length).toBeGreaterThan(40);
    for (const { row, advice } of dry) {
      for (const signal of RAISED) expect(stormPlace(advice, signal), `${row.type} ${row.trigger} ${row.cropKey} ${row.stage}`).toBe('after_storm');
    }
  });

  it('never gives rainwater, irrigation or water saving alongside a raised signal', () => {
    for (const { row, advice } of demo) {
      if (stormPlace(advice, 'signal_number_3') !== 'meanwhile') continue;
      expect(plain(advice), `${row.type} ${row.trigger} ${row.cropKey} ${row.stage}`).not.toMatch(/rain ?water|irrigat|save water|patubig|tubig-ulan/i);
      expect(row.risk === null || !['dry_condition', 'dry_spell', 'drought', 'water_shortage_risk'].includes(row.risk)).toBe(true);
    }
  });

  it('keeps wet-weather advice beside the storm advice: draining fields still helps', () => {
    for (const { row, advice } of demo.filter(({ row }) => row.type !== 'special' && row.trigger === 'above_normal')) {
      expect(stormPlace(advice, 'signal_number_2'), `${row.type} ${row.cropKey} ${row.stage}`).toBe('meanwhile');
    }
  });

  it('changes nothing without a raised signal', () => {
    for (const { advice } of demo.filter(({ row }) => row.type !== 'special')) {
      expect(stormPlace(advice, null)).toBe('meanwhile');
      expect(stormPlace(advice, 'general_no_signal')).toBe('meanwhile');
    }
  });
});

describe('contradictsStorm', () => {
  const base = { type: 'tenday' as const, trigger: 'near_normal', risk: null };
  it('reads the words with their markup removed, in English and Tagalog', () => {
    expect(contradictsStorm({ ...base, texts: ['<ul><li>Catch <strong>rainwater</strong> in drums</li></ul>'] })).toBe(true);
    expect(contradictsStorm({ ...base, texts: ['<p>Magpatubig kung tuyo ang lupa.</p>'] })).toBe(true);
    expect(contradictsStorm({ ...base, texts: ['Ipunin ang tubig-ulan sa mga drum.'] })).toBe(true);
    expect(contradictsStorm({ ...base, texts: ['<p>Keep drainage canals open.</p>'] })).toBe(false);
  });
  it('goes by the risk and the outlook when the words say nothing', () => {
    expect(contradictsStorm({ ...base, risk: 'drought', texts: ['Plant early.'] })).toBe(true);
    expect(contradictsStorm({ ...base, trigger: 'b_normal', texts: ['Plant early.'] })).toBe(true);
    expect(contradictsStorm({ ...base, risk: 'flood_submergence', texts: ['Harvest early.'] })).toBe(false);
  });
  it('never flags cyclone advice, even advice that speaks of irrigation gates', () => {
    expect(contradictsStorm({ type: 'special', trigger: 'signal_number_3', risk: 'water_shortage_risk', texts: ['Close the irrigation gates.'] })).toBe(false);
  });
});

describe('orderStormFirst', () => {
  it('gives storm advice first, advice that waits last, and keeps the order within each', () => {
    const a = { id: 'dry', type: 'tenday' as const, trigger: 'b_normal', risk: null, texts: [] };
    const b = { id: 'wet', type: 'tenday' as const, trigger: 'above_normal', risk: null, texts: [] };
    const c = { id: 'storm', type: 'special' as const, trigger: 'signal_number_3', risk: null, texts: [] };
    const d = { id: 'neutral', type: 'tenday' as const, trigger: 'near_normal', risk: null, texts: [] };
    expect(orderStormFirst([a, b, c, d], 'signal_number_3').map((x) => x.id)).toEqual(['storm', 'wet', 'neutral', 'dry']);
    expect(orderStormFirst([a, b, c, d], null).map((x) => x.id)).toEqual(['storm', 'dry', 'wet', 'neutral']);
  });
});

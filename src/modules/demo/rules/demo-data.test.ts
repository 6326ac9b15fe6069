import { describe, expect, it } from 'vitest';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { RECOMMENDATION_TYPES, TRIGGERS } from '@/modules/recommendations/rules/recommendation-types';
import { sanitizeRichText } from '@/modules/recommendations/rules/rich-text';
import { PLACES } from '@/modules/places/rules/places';
import { PROVINCES } from '@/modules/places/rules/region';
import { demoCalendarRows, type DemoCalendarRow } from './demo-calendars';
import { demoRecommendations } from './demo-recommendations';

// Each crop's stages in growing order (as in the crop catalogue).
const STAGE_ORDER: Record<string, readonly StageCode[]> = {
  rice: ['prep', 'seed', 'plant', 'estab', 'veg', 'repro', 'mat'],
  corn: ['prep', 'plant', 'estab', 'vegleaf', 'vegtass', 'repro', 'mat'],
  cassava: ['prep', 'plant', 'estab', 'veg', 'mat'],
  mungbean: ['prep', 'plant', 'veg', 'repro', 'mat'],
  eggplant: ['prep', 'seed', 'plant', 'estab', 'veg', 'repro', 'mat'],
  pineapple: ['prep', 'plant', 'veg', 'repro', 'mat'],
};
const CYCLE_STARTS: readonly StageCode[] = ['prep', 'seed', 'plant'];
const MODES = ['ten_day', 'seasonal'] as const;

const rows = demoCalendarRows(PLACES);

/** Problems with the order of stages in a row; empty when every cycle runs in growing order. */
function orderProblems(row: DemoCalendarRow): string[] {
  const order = STAGE_ORDER[row.cropKey]!;
  const rank = row.slots.map((stage) => (stage === null ? null : order.indexOf(stage)));
  const problems: string[] = [];
  const firstGap = rank.indexOf(null);
  if (firstGap < 0) {
    // A crop that fills the whole year: one place where a cycle ends and the next starts.
    const drops = rank.filter((r, i) => r! < rank[(i + 23) % 24]!).length;
    const start = rank.findIndex((r, i) => r! < rank[(i + 23) % 24]!);
    if (drops !== 1) problems.push(`${drops} cycle restarts in a full year`);
    if (start >= 0 && !CYCLE_STARTS.includes(row.slots[start]!)) problems.push(`cycle restarts at ${row.slots[start]}`);
    return problems;
  }
  // Walk once round the year from just after a gap, so runs wrapping December → January stay whole.
  for (let k = 1; k <= 24; k++) {
    const i = (firstGap + k) % 24;
    const previous = rank[(i + 23) % 24];
    const current = rank[i];
    if (current === null || current === undefined) continue;
    if (previous === null) {
      if (!CYCLE_STARTS.includes(row.slots[i]!)) problems.push(`run starts at ${row.slots[i]} (slot ${i})`);
    } else if (current < previous!) {
      problems.push(`stage goes back at slot ${i}`);
    }
    const next = rank[(i + 1) % 24];
    if (next === null && row.slots[i] !== 'mat') problems.push(`run ends at ${row.slots[i]} (slot ${i})`);
  }
  return problems;
}

describe('demoCalendarRows', () => {
  it('gives every place rice and corn in both modes', () => {
    for (const place of PLACES) {
      for (const cropKey of ['rice', 'corn']) {
        for (const mode of MODES) {
          const matches = rows.filter((r) => r.municipalityPsgc === place.psgc && r.cropKey === cropKey && r.mode === mode);
          expect(matches, `${place.name} ${cropKey} ${mode}`).toHaveLength(1);
        }
      }
    }
  });

  it('adds 20 to 40 rows of other crops in both modes', () => {
    const others = rows.filter((r) => r.cropKey !== 'rice' && r.cropKey !== 'corn');
    expect(others.length).toBeGreaterThanOrEqual(20);
    expect(others.length).toBeLessThanOrEqual(40);
    expect(new Set(others.map((r) => r.cropKey))).toEqual(new Set(['cassava', 'mungbean', 'eggplant', 'pineapple']));
    const keys = others.map((r) => `${r.municipalityPsgc}/${r.cropKey}`);
    for (const key of new Set(keys)) expect(keys.filter((k) => k === key)).toHaveLength(2);
  });

  it('fills 24 slots with stage codes of the row’s crop', () => {
    for (const row of rows) {
      expect(row.slots).toHaveLength(24);
      const allowed = STAGE_ORDER[row.cropKey];
      expect(allowed, row.cropKey).toBeDefined();
      for (const stage of row.slots) if (stage !== null) expect(allowed).toContain(stage);
      expect(row.slots.some((stage) => stage !== null)).toBe(true);
    }
  });

  it('runs each cycle through the stages in order, across December → January too', () => {
    for (const row of rows) {
      expect(orderProblems(row), `${row.municipalityPsgc} ${row.cropKey} ${row.mode}: ${row.slots.join(',')}`).toEqual([]);
    }
  });

  it('has a wrapping cycle and a full-year crop among the rows', () => {
    expect(rows.some((r) => r.slots[23] !== null && r.slots[0] !== null && r.slots.includes(null))).toBe(true);
    expect(rows.some((r) => !r.slots.includes(null))).toBe(true);
  });

  it('differs between provinces and varies within them', () => {
    const riceByProvince = new Map<string, Set<string>>();
    for (const place of PLACES) {
      const rice = rows.find((r) => r.municipalityPsgc === place.psgc && r.cropKey === 'rice' && r.mode === 'ten_day')!;
      const patterns = riceByProvince.get(place.province) ?? new Set<string>();
      patterns.add(rice.slots.join(','));
      riceByProvince.set(place.province, patterns);
    }
    expect(riceByProvince.size).toBe(PROVINCES.length);
    const signatures = [...riceByProvince.values()].map((patterns) => [...patterns].sort().join('|'));
    expect(new Set(signatures).size).toBeGreaterThanOrEqual(2);
    for (const patterns of riceByProvince.values()) expect(patterns.size).toBeGreaterThan(1);
  });

  it('is deterministic', () => {
    expect(demoCalendarRows(PLACES)).toEqual(rows);
  });
});

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em', 'br']);

function tagProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, rest] of html.matchAll(TAG)) {
    if (!ALLOWED_TAGS.has(name!.toLowerCase())) problems.push(`tag ${name}`);
    if (rest!.replace(/\/$/, '').trim() !== '') problems.push(`attributes on ${name}`);
  }
  // Any `<` left outside a recognised tag would be stray markup.
  if (/<(?![a-zA-Z/])/.test(html)) problems.push('stray <');
  return problems;
}

describe('demoRecommendations', () => {
  const drafts = demoRecommendations();
  const stageRows = drafts.filter((d) => d.stage !== null);
  const generalRows = drafts.filter((d) => d.stage === null);
  const STAGES: Record<string, readonly StageCode[]> = { rice: STAGE_ORDER.rice!, corn: STAGE_ORDER.corn! };

  it('covers every crop × type × stage × trigger exactly once', () => {
    expect(stageRows).toHaveLength(196);
    const keys = stageRows.map((d) => `${d.type}/${d.cropKey}/${d.stage}/${d.trigger}`);
    expect(new Set(keys).size).toBe(196);
    for (const [cropKey, stages] of Object.entries(STAGES)) {
      for (const type of RECOMMENDATION_TYPES) {
        for (const stage of stages) {
          for (const trigger of TRIGGERS[type]) expect(keys).toContain(`${type}/${cropKey}/${stage}/${trigger}`);
        }
      }
    }
  });

  it('gives general advice for every crop under every trigger of every type, and one for any forecast per outlook type', () => {
    expect(generalRows.every((d) => d.cropKey === null)).toBe(true);
    const keys = generalRows.map((d) => `${d.type}/${d.trigger}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const type of RECOMMENDATION_TYPES) {
      for (const trigger of TRIGGERS[type]) expect(keys).toContain(`${type}/${trigger}`);
    }
    expect(keys.filter((k) => k.endsWith('/null')).sort()).toEqual(['seasonal/null', 'tenday/null']);
    expect(drafts).toHaveLength(196 + 14 + 2);
  });

  it('tells farmers before a cyclone to harvest what is mature, clear drains, secure seed and fertiliser and move animals', () => {
    const signal = (n: number) => generalRows.find((d) => d.type === 'special' && d.trigger === `signal_number_${n}`)!;
    expect(signal(1).practiceEn).toMatch(/harvest/i);
    expect(signal(1).practiceEn).toMatch(/drain/i);
    expect(signal(2).practiceEn).toMatch(/animals to higher ground/i);
    expect(signal(2).practiceEn).toMatch(/seed, fertiliser/i);
    for (const n of [3, 4, 5]) expect(signal(n).practiceEn).toMatch(/evacuate/i);
    for (const n of [3, 4, 5]) expect(signal(n).practiceTl).toMatch(/lumikas/i);
  });

  it('keeps cyclone stage rows to the stage, since the general row for the signal comes with them', () => {
    const general = generalRows.find((d) => d.type === 'special' && d.trigger === 'signal_number_3')!;
    const stage = stageRows.find((d) => d.type === 'special' && d.cropKey === 'rice' && d.stage === 'veg' && d.trigger === 'signal_number_3')!;
    for (const point of general.practiceEn.match(/<li>[^<]+<\/li>/g)!) expect(stage.practiceEn).not.toContain(point);
  });

  it('fills every text with allowed markup only', () => {
    for (const d of drafts) {
      const label = `${d.type}/${d.cropKey}/${d.stage}/${d.trigger}`;
      expect(d.farmOperation.trim(), label).not.toBe('');
      expect(d.risk, label).not.toBeNull();
      for (const html of [d.impactEn, d.impactTl, d.practiceEn, d.practiceTl]) {
        expect(html.replace(/<[^>]*>/g, '').trim(), label).not.toBe('');
        expect(tagProblems(html), `${label}: ${html}`).toEqual([]);
      }
      expect(d.impactEn).toMatch(/^<p>.*<\/p>$/);
      expect(d.practiceEn).toMatch(/^<ul>(<li>[^<]+<\/li>){1,4}<\/ul>$/);
      expect(d.practiceTl).toMatch(/^<ul>(<li>[^<]+<\/li>){1,4}<\/ul>$/);
    }
  });

  it('passes the portal’s sanitiser unchanged', () => {
    for (const d of drafts) {
      for (const html of [d.impactEn, d.impactTl, d.practiceEn, d.practiceTl]) expect(sanitizeRichText(html)).toBe(html);
    }
  });

  it('keeps SMS texts plain and within 160 characters', () => {
    for (const d of drafts) {
      expect(d.sms).toBeTruthy();
      expect(d.sms!.length, d.sms!).toBeLessThanOrEqual(160);
      expect(d.sms).not.toMatch(/[<>]/);
    }
  });

  it('writes Tagalog that differs from the English', () => {
    for (const d of drafts) {
      expect(d.impactTl).not.toBe(d.impactEn);
      expect(d.practiceTl).not.toBe(d.practiceEn);
    }
  });

  it('makes texts specific to both stage and trigger', () => {
    const impacts = new Set(drafts.map((d) => `${d.cropKey}/${d.type}/${d.impactEn}|${d.practiceEn}`));
    expect(impacts.size).toBe(drafts.length);
  });

  it('advises early harvest at maturity under strong wind signals', () => {
    for (const cropKey of ['rice', 'corn']) {
      const draft = drafts.find((d) => d.cropKey === cropKey && d.stage === 'mat' && d.trigger === 'signal_number_3')!;
      expect(draft.practiceEn).toMatch(/harvest early/i);
      expect(draft.risk).toBe('flood_submergence');
    }
  });
});

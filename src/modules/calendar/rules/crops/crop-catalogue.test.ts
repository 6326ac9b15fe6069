import { describe, expect, it } from 'vitest';
import { CROP_CATALOGUE } from './crop-catalogue';
import { STAGE_CODES, type StageCode } from './stage-codes';

// Strict on purpose: spreadsheets write "sweet potato", "sweet_potato" and "sweet-potato" alike.
const normalise = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

const crop = (key: string) => {
  const found = CROP_CATALOGUE.find((c) => c.key === key);
  if (!found) throw new Error(`no crop ${key}`);
  return found;
};

describe('CROP_CATALOGUE', () => {
  it('has between 28 and 35 crops with unique snake_case keys', () => {
    expect(CROP_CATALOGUE.length).toBeGreaterThanOrEqual(28);
    expect(CROP_CATALOGUE.length).toBeLessThanOrEqual(35);
    const keys = CROP_CATALOGUE.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each(CROP_CATALOGUE.map((c) => [c.key, c] as const))('%s has at least 3 unique stages in STAGE_CODES order', (_key, c) => {
    expect(c.stages.length).toBeGreaterThanOrEqual(3);
    const positions = c.stages.map((s) => STAGE_CODES.indexOf(s.code));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('has short, non-empty names and labels in both languages', () => {
    for (const c of CROP_CATALOGUE) {
      for (const text of [c.name.en, c.name.tl, ...c.stages.flatMap((s) => [s.en, s.tl])]) {
        expect(text.trim(), `${c.key}: "${text}"`).not.toBe('');
        expect(text.length, `${c.key}: "${text}"`).toBeLessThanOrEqual(40);
      }
    }
  });

  it('labels rice veg as active tillering', () => {
    expect(crop('rice').stages.find((s) => s.code === 'veg')?.en).toBe('Active tillering');
  });

  it('uses vegleaf and vegtass for corn only', () => {
    const cornOnly: StageCode[] = ['vegleaf', 'vegtass'];
    const codes = (key: string) => crop(key).stages.map((s) => s.code);
    expect(codes('corn')).toEqual(expect.arrayContaining(cornOnly));
    for (const c of CROP_CATALOGUE.filter((c) => c.key !== 'corn')) {
      for (const code of cornOnly) expect(codes(c.key), c.key).not.toContain(code);
    }
  });

  it('never lets an alias point at two crops', () => {
    const owner = new Map<string, string>();
    for (const c of CROP_CATALOGUE) {
      for (const alias of new Set(c.aliases.map(normalise))) {
        expect(owner.get(alias), `"${alias}" in ${c.key}`).toBeUndefined();
        owner.set(alias, c.key);
      }
    }
  });

  it('never uses another crop’s key or name as an alias', () => {
    for (const c of CROP_CATALOGUE) {
      const aliases = new Set(c.aliases.map(normalise));
      for (const other of CROP_CATALOGUE.filter((o) => o !== c)) {
        for (const ident of [other.key, other.name.en, other.name.tl].map(normalise)) {
          expect(aliases.has(ident), `${c.key} alias "${ident}" belongs to ${other.key}`).toBe(false);
        }
      }
    }
  });
});

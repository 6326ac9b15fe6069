import { describe, expect, it } from 'vitest';
import { hazardLines, hazardsOf } from './cyclone-hazards';

describe('cyclone hazards', () => {
  it('reads the form fields into hazards, keeping a Tagalog text only with its English', () => {
    expect(
      hazardsOf({
        hazardRainfall: '100–200 mm in Laguna',
        hazardRainfallTl: '100–200 mm sa Laguna',
        hazardSurgeTl: 'Daluyong na 2 m',
        hazardWind: 'Gale-force winds',
      }),
    ).toEqual({ rainfall: { en: '100–200 mm in Laguna', tl: '100–200 mm sa Laguna' }, wind: { en: 'Gale-force winds', tl: null } });
  });
  it("gives each hazard in the page's language in PAGASA's order, English where no Tagalog was written", () => {
    const hazards = { wind: { en: 'Gale-force winds', tl: null }, rainfall: { en: 'Heavy rain', tl: 'Malakas na ulan' } };
    expect(hazardLines(hazards, 'tl')).toEqual([
      { kind: 'rainfall', label: 'Pagtataya ng malakas na ulan', text: 'Malakas na ulan', lang: 'tl' },
      { kind: 'wind', label: 'Malakas na hangin', text: 'Gale-force winds', lang: 'en' },
    ]);
    expect(hazardLines(hazards, 'en').map((line) => line.text)).toEqual(['Heavy rain', 'Gale-force winds']);
    expect(hazardLines(null, 'en')).toEqual([]);
  });
});

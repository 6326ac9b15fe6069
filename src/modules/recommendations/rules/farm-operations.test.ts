import { describe, expect, it } from 'vitest';
import { demoRecommendations } from '@/modules/demo/rules/demo-recommendations';
import { ALL_STAGES, farmOperationLabel, recommendationStageLabel } from './farm-operations';

describe('farm operation names', () => {
  it('gives a known operation in Tagalog, whatever its case, spelling or punctuation', () => {
    expect(farmOperationLabel('Land preparation')).toEqual({ en: 'Land preparation', tl: 'Paghahanda ng lupa' });
    expect(farmOperationLabel('  HARVESTING AND DRYING ')).toMatchObject({ tl: 'Pag-aani at pagpapatuyo' });
    expect(farmOperationLabel('Planting and basal fertilizer').tl).toBe('Pagtatanim at unang abono sa lupa');
    expect(farmOperationLabel('Paghahanda sa bagyo').en).toBe('Storm preparation');
  });

  it('keeps an operation it does not know as written', () => {
    expect(farmOperationLabel('Ratooning')).toEqual({ en: 'Ratooning', tl: 'Ratooning' });
  });

  it('knows every operation the demo set uses', () => {
    for (const draft of demoRecommendations()) expect(farmOperationLabel(draft.farmOperation).tl, draft.farmOperation).not.toBe(draft.farmOperation);
  });
});

describe('stage names of recommendations', () => {
  it("uses the crop's word, the generic word for every crop, or All stages", () => {
    expect(recommendationStageLabel('rice', 'veg').en).toBe('Active tillering');
    expect(recommendationStageLabel(null, 'veg')).toEqual({ en: 'Vegetative', tl: 'Paglago' });
    expect(recommendationStageLabel('corn', null)).toBe(ALL_STAGES);
    expect(ALL_STAGES.tl).toBe('Lahat ng yugto');
  });
});

import { describe, expect, it } from 'vitest';
import { shapeRecommendations, type RecommendationInput } from './shape-recommendations';

const row = (overrides: Partial<RecommendationInput>): RecommendationInput => ({
  id: 1,
  type: 'seasonal',
  crop: 'rice',
  stage: 'veg',
  farmOperation: 'Water management',
  trigger: 'above_normal',
  risk: 'flood_submergence',
  impact: { en: '<p>Fields flood.</p>', tl: '<p>Babaha ang bukid.</p>' },
  practice: { en: '<ul><li>Drain the field.</li></ul>', tl: '' },
  sms: null,
  isDemo: false,
  updatedBy: 'ana@da.gov.ph',
  updatedAt: '2025-07-01T00:00:00.000Z',
  ...overrides,
});

describe('the recommendation documents', () => {
  const collections = shapeRecommendations([
    row({}),
    row({ id: 2, trigger: null, updatedAt: '2025-07-05T00:00:00.000Z', updatedBy: 'system', isDemo: true }),
    row({ id: 3, type: 'special', trigger: 'signal_number_3', stage: 'repro', risk: null, sms: 'Harvest early.' }),
  ]);

  it('gives each type with rows its own collection and a lite document, in type order', () => {
    expect(collections.map((collection) => [collection.path, collection.documents.map((document) => document.id)])).toEqual([
      ['n_list_crop_recommendations_seasonal', ['1', '2']],
      ['n_list_crop_recommendations', ['seasonal']],
      ['n_list_crop_recommendations_special', ['3']],
      ['n_list_crop_recommendations', ['special']],
    ]);
  });

  it('maps the fields onto the national names, Tagalog as _tag', () => {
    expect(collections[0]!.documents[0]!.data).toEqual({
      crop: 'rice',
      crop_stage: 'veg',
      crop_stage_label: 'Active tillering',
      crop_stage_label_tag: expect.any(String),
      farm_operation: 'Water management',
      farm_operation_tag: 'Pamamahala ng tubig',
      forecast: 'above_normal',
      forecast_label: 'Above Normal',
      risk: 'flood_submergence',
      impact: '<p>Fields flood.</p>',
      impact_tag: '<p>Babaha ang bukid.</p>',
      practice: '<ul><li>Drain the field.</li></ul>',
      practice_tag: '',
      sms: null,
      is_demo: false,
      updated_by: 'admin',
      date_updated: { _seconds: 1751328000, _nanoseconds: 0 },
    });
    expect(collections[0]!.documents[1]!.data).toMatchObject({ forecast: null, forecast_label: 'Any forecast', updated_by: 'system', is_demo: true });
    expect(collections[2]!.documents[0]!.data).toMatchObject({
      forecast: 'signal_number_3',
      forecast_label: 'Signal No. 3',
      sms: 'Harvest early.',
      risk: null,
    });
  });

  it("writes general rows for every crop with the words 'general' and 'all', labelled in both languages", () => {
    const [general] = shapeRecommendations([
      row({ id: 4, type: 'special', crop: null, stage: null, farmOperation: 'Storm preparation', trigger: 'signal_number_2' }),
    ]);
    expect(general!.documents[0]!.data).toMatchObject({
      crop: 'all',
      crop_stage: 'general',
      crop_stage_label: 'All stages',
      crop_stage_label_tag: 'Lahat ng yugto',
      farm_operation_tag: 'Paghahanda sa bagyo',
    });
  });

  it('holds every row of the type in the lite document, with ids, a count and the newest date', () => {
    const lite = collections[1]!.documents[0]!.data as { type: string; data: { id: string }[]; metadata: unknown };
    expect(lite.type).toBe('seasonal');
    expect(lite.data.map((entry) => entry.id)).toEqual(['1', '2']);
    expect(lite.data[0]).toMatchObject({ crop: 'rice', crop_stage: 'veg', forecast: 'above_normal' });
    expect(lite.metadata).toEqual({ count: 2, date_created: { _seconds: 1751673600, _nanoseconds: 0 } });
  });

  it('is empty for no rows', () => {
    expect(shapeRecommendations([])).toEqual([]);
  });
});

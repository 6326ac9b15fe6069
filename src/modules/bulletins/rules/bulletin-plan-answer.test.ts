import { describe, expect, it } from 'vitest';
import { HAND_BUILT_DOC } from '../../../../tests/support/hand-built-bulletin';
import type { BulletinDocument } from './bulletin-document';
import { bulletinPlanSchema, toBulletinPlan } from './bulletin-plan-answer';

describe('the plan of a composed bulletin', () => {
  it('holds the parts the bulletin prints, as they are, and none of its sources or map', () => {
    const plan = toBulletinPlan(HAND_BUILT_DOC);
    expect(plan).toEqual({
      type: 'ten_day',
      language: 'en',
      title: HAND_BUILT_DOC.title,
      province: HAND_BUILT_DOC.province,
      municipality: HAND_BUILT_DOC.municipality,
      crop: HAND_BUILT_DOC.crop,
      period: HAND_BUILT_DOC.period,
      weather: HAND_BUILT_DOC.weather,
      stages: HAND_BUILT_DOC.stages,
      advice: HAND_BUILT_DOC.advice,
      stagesWithoutAdvice: [],
      nextStage: null,
      storm: null,
      basedOnExpired: null,
      isDemo: false,
    });
    expect(bulletinPlanSchema.parse(plan)).toEqual(plan);
  });

  it('says null for the parts an older document leaves out, and keeps the storm and the ended outlook', () => {
    const { nextStage: _next, basedOnExpired: _expired, ...older } = HAND_BUILT_DOC;
    expect(toBulletinPlan(older as BulletinDocument)).toMatchObject({ nextStage: null, storm: null, basedOnExpired: null });
    const storm = {
      signal: { code: 'signal_number_3' as const, label: 'Signal No. 3' },
      issuanceId: 'advisory',
      cycloneName: 'RAMON',
      bulletinNumber: '8',
      issuedAt: '2026-11-20T02:00:00.000Z',
      headline: 'Signal No. 3 is up for Bay.',
    };
    const advice = [{ ...HAND_BUILT_DOC.advice[0]!, storm: 'after_storm' as const }];
    const plan = toBulletinPlan({ ...HAND_BUILT_DOC, storm, advice, basedOnExpired: { validTo: '2026-11-22' } });
    expect(plan).toMatchObject({ storm, advice, basedOnExpired: { validTo: '2026-11-22' } });
    expect(bulletinPlanSchema.safeParse(plan).success).toBe(true);
  });
});

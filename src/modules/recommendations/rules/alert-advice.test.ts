import { describe, expect, it } from 'vitest';
import { alertReviewState, approvalRefusal, isAlertAdvice } from './alert-advice';

const advice = {
  id: 7,
  type: 'special',
  cropKey: null,
  stage: null,
  isDemo: false,
  farmOperation: 'Evacuation',
  trigger: 'signal_number_3',
  practiceEn: '<p>Go to the evacuation centre.</p>',
  practiceTl: '<p>Pumunta sa evacuation center.</p>',
  revision: 3,
  updatedById: 'writer',
};
const approved = { farmOperation: advice.farmOperation, trigger: advice.trigger, practiceEn: advice.practiceEn, practiceTl: advice.practiceTl };

describe('advice for the CAP alerts', () => {
  it("is the office's own cyclone advice for every crop and no stage", () => {
    expect(isAlertAdvice(advice)).toBe(true);
    expect(isAlertAdvice({ ...advice, type: 'tenday' })).toBe(false);
    expect(isAlertAdvice({ ...advice, cropKey: 'rice' })).toBe(false);
    expect(isAlertAdvice({ ...advice, stage: 'veg' })).toBe(false);
    expect(isAlertAdvice({ ...advice, isDemo: true })).toBe(false);
  });

  it('waits until a reviewer approves it, and is approved only as it was approved', () => {
    expect(alertReviewState(advice, null)).toBe('waiting');
    expect(alertReviewState(advice, approved)).toBe('approved');
    for (const change of [
      { practiceEn: '<p>Call 0917 555 0000 for relief goods.</p>' },
      { practiceTl: '<p>Tumawag sa 0917 555 0000.</p>' },
      { farmOperation: 'Relief goods' },
      { trigger: 'signal_number_1' },
      { trigger: null },
      // No longer advice for the alerts: they still carry the approved version.
      { cropKey: 'rice' },
    ])
      expect(alertReviewState({ ...advice, ...change }, approved), JSON.stringify(change)).toBe('changed');
    expect(alertReviewState({ ...advice, stage: 'veg' }, null)).toBe('none');
  });

  it('is approved only as the reviewer read it, only when the alerts carry it, and by someone else than its last writer', () => {
    const asRead = { revision: 3, reviewerId: 'reviewer', mayApproveOwn: false };
    expect(approvalRefusal(advice, asRead)).toBeNull();
    expect(approvalRefusal(advice, { ...asRead, revision: 2 })).toMatchObject({ kind: 'changed', message: expect.stringMatching(/revision 2, now 3/) });
    expect(approvalRefusal({ ...advice, cropKey: 'rice' }, asRead)?.kind).toBe('notAlertAdvice');
    expect(approvalRefusal({ ...advice, isDemo: true }, asRead)?.kind).toBe('notAlertAdvice');
    expect(approvalRefusal(advice, { ...asRead, reviewerId: 'writer' })?.kind).toBe('own');
    expect(approvalRefusal(advice, { ...asRead, reviewerId: 'writer', mayApproveOwn: true })).toBeNull();
    // Advice the portal itself stored (a seed) has no writer among the staff.
    expect(approvalRefusal({ ...advice, updatedById: null }, asRead)).toBeNull();
  });
});

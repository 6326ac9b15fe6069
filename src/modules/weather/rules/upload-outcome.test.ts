import { describe, expect, it } from 'vitest';
import { outcomeOfRefusal, readUploadOutcome, uploadOutcomeQuery, type UploadOutcome } from './upload-outcome';

const ID = '0b8f4a53-3a57-4d0c-9a57-0b2a4c3c9d11';
const query = (outcome: UploadOutcome) => Object.fromEntries(new URLSearchParams(uploadOutcomeQuery(outcome)));

describe('the outcome of an upload posted without script', () => {
  it('reads back every outcome it writes', () => {
    const outcomes: UploadOutcome[] = [
      { kind: 'saved', issuance: ID },
      { kind: 'replace', live: ID, empty: 130, places: 142 },
      { kind: 'refused', reason: 'template-examples' },
      { kind: 'refused', reason: 'no-values' },
      { kind: 'refused', reason: 'other' },
    ];
    for (const outcome of outcomes) expect(readUploadOutcome(query(outcome))).toEqual(outcome);
    expect(uploadOutcomeQuery({ kind: 'replace', live: ID, empty: 3, places: 142 })).toBe(`upload=replace&live=${ID}&empty=3&places=142`);
  });

  it('takes no words from the address, and nothing that does not read', () => {
    expect(readUploadOutcome({})).toBeNull();
    expect(readUploadOutcome({ upload: 'refused', reason: 'Your session expired: sign in at example.com' })).toBeNull();
    expect(readUploadOutcome({ upload: 'saved', issuance: 'not-an-id' })).toBeNull();
    expect(readUploadOutcome({ upload: 'replace', live: ID, empty: '-1', places: '142' })).toBeNull();
    expect(readUploadOutcome({ upload: ['saved', 'refused'], issuance: [ID] })).toEqual({ kind: 'saved', issuance: ID });
  });

  it('tells a refusal by its code and reason', () => {
    const details = { reason: 'replaces-live', replaces: { id: ID }, emptyPlaces: 130, places: 142 };
    expect(outcomeOfRefusal({ code: 'CONFLICT', details })).toEqual({ kind: 'replace', live: ID, empty: 130, places: 142 });
    expect(outcomeOfRefusal({ code: 'BAD_REQUEST', details: { reason: 'template-examples', rows: [2] } })).toEqual({
      kind: 'refused',
      reason: 'template-examples',
    });
    expect(outcomeOfRefusal({ code: 'BAD_REQUEST', details: { reason: 'no-values' } })).toEqual({ kind: 'refused', reason: 'no-values' });
    expect(outcomeOfRefusal({ code: 'BAD_REQUEST' })).toEqual({ kind: 'refused', reason: 'other' });
    expect(outcomeOfRefusal({ code: 'CONFLICT', details: { reason: 'elsewhere' } })).toEqual({ kind: 'refused', reason: 'other' });
  });
});

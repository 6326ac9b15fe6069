import { describe, expect, it } from 'vitest';
import { placeSignal, signalChanged, type AdvisoryForSignals, type PlaceSignal } from './place-signal';

const CALAMBA = { psgc: '0403405000', provincePsgc: '0403400000' };
const BAY = { psgc: '0403403000', provincePsgc: '0403400000' };
const LIPA = { psgc: '0401019000', provincePsgc: '0401000000' };
const ISSUED = Date.parse('2026-11-27T06:00:00+08:00');
const advisory: AdvisoryForSignals = {
  issuanceId: 'adv-8',
  activeCyclone: true,
  name: 'RAMON',
  bulletinNumber: '8',
  issuedAt: new Date(ISSUED).toISOString(),
  validUntil: new Date(ISSUED + 24 * 3_600_000).toISOString(),
  signals: [
    { provincePsgc: '0403400000', municipalityPsgc: null, signal: 'signal_number_2' },
    { provincePsgc: '0403400000', municipalityPsgc: CALAMBA.psgc, signal: 'signal_number_3' },
    { provincePsgc: '0401000000', municipalityPsgc: null, signal: 'general_no_signal' },
  ],
};

describe('placeSignal', () => {
  it("gives the town's own signal over its province's, with the advisory", () => {
    expect(placeSignal(advisory, CALAMBA, ISSUED + 3_600_000)).toEqual({
      signal: 'signal_number_3',
      issuanceId: 'adv-8',
      cycloneName: 'RAMON',
      bulletinNumber: '8',
      issuedAt: advisory.issuedAt,
      validUntil: advisory.validUntil,
    });
    expect(placeSignal(advisory, BAY, ISSUED)?.signal).toBe('signal_number_2');
  });
  it('is null under "no signal", for an unlisted place, without an active cyclone, and once the advisory has ended', () => {
    expect(placeSignal(advisory, LIPA, ISSUED)).toBeNull();
    expect(placeSignal(advisory, { psgc: '0405800000', provincePsgc: '0405800000' }, ISSUED)).toBeNull();
    expect(placeSignal({ ...advisory, activeCyclone: false }, CALAMBA, ISSUED)).toBeNull();
    expect(placeSignal(null, CALAMBA, ISSUED)).toBeNull();
    expect(placeSignal(advisory, CALAMBA, Date.parse(advisory.validUntil))).not.toBeNull();
    expect(placeSignal(advisory, CALAMBA, Date.parse(advisory.validUntil) + 1)).toBeNull();
  });
});

describe('signalChanged', () => {
  it('tells a raised, lowered or renumbered signal from the same one, whichever advisory repeats it', () => {
    const three = { signal: 'signal_number_3' as const, issuanceId: 'adv-8' };
    expect(signalChanged(null, null)).toBe(false);
    expect(signalChanged(three, { ...three })).toBe(false);
    expect(signalChanged(null, three)).toBe(true);
    expect(signalChanged(three, null)).toBe(true);
    expect(signalChanged(three, { ...three, signal: 'signal_number_2' })).toBe(true);
    const repeated: PlaceSignal = { ...placeSignal(advisory, CALAMBA, ISSUED)!, issuanceId: 'adv-9' };
    expect(signalChanged(placeSignal(advisory, CALAMBA, ISSUED), repeated)).toBe(false);
  });
});

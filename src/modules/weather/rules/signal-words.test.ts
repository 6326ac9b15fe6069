import { describe, expect, it } from 'vitest';
import { advisoryWords, signalHeadline, signalName } from './signal-words';
import type { PlaceSignal } from './place-signal';

const signal: PlaceSignal = {
  signal: 'signal_number_3',
  issuanceId: 'adv-8',
  cycloneName: 'RAMON',
  bulletinNumber: '8',
  issuedAt: '2026-11-26T22:00:00.000Z',
  validUntil: '2026-11-27T22:00:00.000Z',
};

describe('signal words', () => {
  it('names the signal in each language', () => {
    expect(signalName('signal_number_3', 'en')).toBe('Signal No. 3');
    expect(signalName('signal_number_5', 'tl')).toBe('Babala Blg. 5');
  });
  it('says the signal, the cyclone, the advisory number and its Philippine time', () => {
    expect(signalHeadline(signal, 'City of Calamba', 'en')).toBe(
      'Signal No. 3 is up for City of Calamba: tropical cyclone RAMON, advisory no. 8, issued November 27, 2026, 06:00 PHT.',
    );
    expect(signalHeadline(signal, 'City of Calamba', 'tl')).toBe(
      'Nakataas ang Babala Blg. 3 sa City of Calamba: Bagyong RAMON, abiso Blg. 8, inilabas noong Nobyembre 27, 2026, 06:00 PHT.',
    );
  });
  it('leaves out what the advisory did not give', () => {
    expect(advisoryWords({ ...signal, cycloneName: null, bulletinNumber: null }, 'en')).toBe('cyclone advisory, issued November 27, 2026, 06:00 PHT');
    expect(advisoryWords({ ...signal, cycloneName: ' ', bulletinNumber: null }, 'tl')).toBe('abiso sa bagyo, inilabas noong Nobyembre 27, 2026, 06:00 PHT');
  });
});

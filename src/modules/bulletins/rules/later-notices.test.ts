import { describe, expect, it } from 'vitest';
import { cyclonePagePath, laterNoticesLine, NO_LATER_NOTICES, replacedWords, signalSinceWords } from './later-notices';

const place = { province: { psgc: '0403400000', name: 'Laguna' }, municipality: { psgc: '0403405000', name: 'City of Calamba' } };

describe('later notices', () => {
  it("says what replaced a cyclone bulletin, in the bulletin's language", () => {
    expect(replacedWords({ id: 'b', bulletinNumber: '8', signal: 'signal_number_3' }, 'en')).toBe('Replaced by advisory no. 8 — Signal No. 3.');
    expect(replacedWords({ id: 'b', bulletinNumber: '8', signal: 'signal_number_3' }, 'tag')).toBe('Pinalitan na ng abiso Blg. 8 — Babala Blg. 3.');
    expect(replacedWords({ id: 'b', bulletinNumber: null, signal: null }, 'en')).toBe('Replaced by a later advisory.');
  });
  it('says a signal was raised since', () => {
    expect(signalSinceWords('signal_number_3', 'en')).toBe('Signal No. 3 was raised after this bulletin — read the cyclone advice.');
    expect(signalSinceWords('signal_number_2', 'tag')).toBe('Itinaas ang Babala Blg. 2 matapos ang bulletin na ito — basahin ang payo para sa bagyo.');
  });
  it("links the place's cyclone page", () => {
    expect(cyclonePagePath(place)).toBe('/weather-services/special/laguna/city-of-calamba');
  });
  it('joins the notices for previews and feeds, and says nothing without any', () => {
    expect(laterNoticesLine(NO_LATER_NOTICES, 'en')).toBe('');
    expect(laterNoticesLine({ replacedBy: null, signalSince: { signal: 'signal_number_3', cyclonePage: '/x', newestSpecial: null } }, 'en')).toBe(
      'Signal No. 3 was raised after this bulletin — read the cyclone advice.',
    );
  });
});

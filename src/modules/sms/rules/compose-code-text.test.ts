import { describe, expect, it } from 'vitest';
import { composeCodeText } from './compose-code-text';
import { countSms } from './count-sms';
import { SIGNUP_CROPS, SIGNUP_PROVINCES } from './signup-choices';

describe('the code text', () => {
  it('names the code, the town and crop, and says to ignore it, in the chosen language', () => {
    expect(composeCodeText('123456', 'en', { kind: 'subscribe', town: 'Bay', crop: 'Rice' })).toBe(
      'ACAP code 123456. Type it on the page to receive farm texts for Bay, rice. Ignore if you did not ask.',
    );
    expect(composeCodeText('012345', 'tag', { kind: 'subscribe', town: 'Bay', crop: 'Palay' })).toBe(
      'ACAP code 012345. Ilagay ito sa pahina para sa payong pansakahan sa Bay, palay. Balewalain kung hindi kayo ang humiling.',
    );
    expect(composeCodeText('999999', 'en', { kind: 'stop' })).toBe(
      'ACAP code 999999. Type it on the page to stop all ACAP texts to this number. Ignore if you did not ask.',
    );
  });

  it('is one GSM-7 part for every town and crop of the region, in both languages', () => {
    const towns = SIGNUP_PROVINCES.flatMap((province) => province.towns);
    for (const language of ['en', 'tag'] as const) {
      const longestTown = towns.reduce((a, b) => (b.name.length > a.name.length ? b : a)).name;
      for (const crop of SIGNUP_CROPS) {
        const text = composeCodeText('000000', language, { kind: 'subscribe', town: longestTown, crop: crop.name[language === 'tag' ? 'tl' : 'en'] });
        expect(countSms(text), text).toMatchObject({ encoding: 'GSM-7', parts: 1 });
      }
      for (const town of towns) {
        expect(countSms(composeCodeText('000000', language, { kind: 'subscribe', town: town.name, crop: 'Rice' })).encoding, town.name).toBe('GSM-7');
      }
      expect(countSms(composeCodeText('000000', language, { kind: 'stop' })).parts).toBe(1);
    }
  });
});

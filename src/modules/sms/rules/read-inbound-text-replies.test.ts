import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { PROVINCES } from '@/modules/places/rules/region';
import { REGION_PLACES } from '@/modules/places/rules/region-places';
import { countSms } from './count-sms';
import { inboundReplyText, type InboundReply } from './read-inbound-text-replies';

const provinceName = (psgc: string) => PROVINCES.find((province) => province.psgc === psgc)!.name;
const longest = <T>(items: readonly T[], length: (item: T) => number) => items.reduce((a, b) => (length(b) > length(a) ? b : a));
const longTown = longest(REGION_PLACES, (place) => place.name.length + provinceName(place.province).length);
const longCrop = longest(CROP_CATALOGUE, (crop) => Math.max(crop.name.en.length, crop.name.tl.length));

/** Every kind of reply, with the longest names the region has and the longest echo a farmer can cause. */
const WORST: InboundReply[] = [
  { kind: 'stopped' },
  { kind: 'subscribed', town: longTown.name, province: provinceName(longTown.province), crop: longCrop.name },
  { kind: 'unknown_town', written: 'X'.repeat(200) },
  { kind: 'ambiguous_town', written: 'Y'.repeat(200), provinces: PROVINCES.map((province) => province.name), cropWords: 'Z'.repeat(200) },
  { kind: 'unknown_crop', written: 'W'.repeat(200), townWords: 'V'.repeat(200) },
  { kind: 'no_crop', townWords: 'U'.repeat(200) },
  { kind: 'subscribe_form' },
  { kind: 'thanks' },
  { kind: 'nothing_sent' },
  { kind: 'help' },
];

describe('inboundReplyText', () => {
  it('says what happened and what to send next, in English and Tagalog', () => {
    expect(inboundReplyText({ kind: 'stopped' }, 'en')).toBe(
      'ACAP: You will no longer get farm advisories by text. To get them again, send ACAP, your town and crop, e.g. ACAP CALAMBA RICE EN.',
    );
    expect(inboundReplyText({ kind: 'stopped' }, 'tag')).toBe(
      'ACAP: Hindi na po kayo padadalhan ng abiso sa pagsasaka. Para muling makatanggap, i-text ang ACAP, ang inyong bayan at pananim, hal. ACAP CALAMBA PALAY.',
    );
    const calamba = { kind: 'subscribed', town: 'City of Calamba', province: 'Laguna', crop: { en: 'Rice', tl: 'Palay' } } as const;
    expect(inboundReplyText(calamba, 'en')).toBe('ACAP: You will get farm advisories for rice in City of Calamba, Laguna, in English. To stop, send STOP.');
    expect(inboundReplyText(calamba, 'tag')).toBe(
      'ACAP: Padadalhan na po kayo ng abiso sa pagsasaka para sa palay sa Lungsod ng Calamba, Laguna, sa Tagalog. Para ihinto, i-text ang STOP.',
    );
    expect(inboundReplyText({ kind: 'ambiguous_town', written: 'ROSARIO', provinces: ['Batangas', 'Cavite'], cropWords: 'PALAY' }, 'tag')).toBe(
      'ACAP: May ROSARIO po sa Batangas at sa Cavite. Idagdag ang lalawigan, hal. ACAP ROSARIO BATANGAS PALAY.',
    );
    expect(inboundReplyText({ kind: 'unknown_crop', written: 'durian', townWords: 'calamba' }, 'en')).toBe(
      'ACAP: We did not find the crop "durian". Write it in English or Tagalog, e.g. ACAP CALAMBA RICE EN.',
    );
  });

  it('never repeats digits the farmer wrote (a number typed by mistake stays out of the ledger)', () => {
    const text = inboundReplyText({ kind: 'unknown_town', written: 'CALAMBA 0917 123 4567' }, 'en');
    expect(text).toContain('"CALAMBA"');
    expect(text).not.toMatch(/\d{3}/);
  });

  it('is GSM-7 and fits in two parts, whatever the names and the words echoed', () => {
    for (const reply of WORST) {
      for (const language of ['en', 'tag'] as const) {
        const count = countSms(inboundReplyText(reply, language));
        expect(count.encoding, `${reply.kind} ${language}`).toBe('GSM-7');
        expect(count.parts, `${reply.kind} ${language}`).toBeGreaterThanOrEqual(1);
        expect(count.parts, `${reply.kind} ${language}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('stays GSM-7 within two parts for any town, crop and anything echoed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGION_PLACES),
        fc.constantFrom(...CROP_CATALOGUE),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.constantFrom('en', 'tag' as const),
        (place, crop, written, language) => {
          const replies: InboundReply[] = [
            { kind: 'subscribed', town: place.name, province: provinceName(place.province), crop: crop.name },
            { kind: 'unknown_town', written },
            { kind: 'ambiguous_town', written, provinces: [provinceName(place.province), 'Cavite'], cropWords: written },
            { kind: 'unknown_crop', written, townWords: written },
            { kind: 'no_crop', townWords: written },
          ];
          for (const reply of replies) {
            const count = countSms(inboundReplyText(reply, language));
            expect(count.encoding).toBe('GSM-7');
            expect(count.parts).toBeLessThanOrEqual(2);
          }
        },
      ),
    );
  });
});

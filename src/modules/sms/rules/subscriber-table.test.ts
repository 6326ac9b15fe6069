import { describe, expect, it } from 'vitest';
import { readSubscriberTable, SUBSCRIBER_COLUMNS, type SubscriberResolvers } from './subscriber-table';

const BAY = { provincePsgc: '0403400000', municipalityPsgc: '0403402000' };
const CALAUAN = { provincePsgc: '0403400000', municipalityPsgc: '0403406000' };
const resolve: SubscriberResolvers = {
  place: (province, municipality) => (municipality === 'Bay' ? BAY : municipality === 'Calauan' ? CALAUAN : `unknown place "${municipality}" in ${province}`),
  crop: (text) => ({ rice: 'rice', palay: 'rice', corn: 'corn', mais: 'corn' })[text.toLowerCase()] ?? null,
};
const options = { fileName: 'bay-farmers.csv', now: new Date('2026-11-28T00:00:00Z') };
const header = [...SUBSCRIBER_COLUMNS];

describe('readSubscriberTable', () => {
  it('merges the rows of a number: several crops, and another town or language as another subscription', () => {
    const { entries, problems } = readSubscriberTable(
      [
        header,
        ['0917 123 4567', 'Laguna', 'Bay', 'palay', 'tl', '2026-11-01', 'MAO Bay list', 'Juan'],
        ['+639171234567', 'Laguna', 'Bay', 'corn', 'tag', '2026-10-15', 'MAO Bay list', ''],
        ['639171234567', 'Laguna', 'Calauan', 'rice', 'English', '2026-11-02', '', ''],
        ['09171234567', 'Laguna', 'Bay', 'Palay', 'Tagalog', '2026-11-01', 'MAO Bay list', ''],
        ['', '', '', '', '', '', '', ''],
        ['09181234567', 'Laguna', 'Bay', 'rice', 'en', '2026-11-03', '', ''],
      ],
      resolve,
      options,
    );
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      phone: '+639171234567',
      name: 'Juan',
      consentedAt: new Date('2026-10-15T00:00:00+08:00'),
      source: 'MAO Bay list',
      subscriptions: [
        { ...BAY, cropKey: 'rice', language: 'tag' },
        { ...BAY, cropKey: 'corn', language: 'tag' },
        { ...CALAUAN, cropKey: 'rice', language: 'en' },
      ],
      rows: [2, 3, 4, 5],
    });
    // A blank source is the file's name.
    expect(entries[1]).toMatchObject({ phone: '+639181234567', source: 'bay-farmers.csv', rows: [7] });
  });

  it('names every problem by row and column, and keeps nothing of a row with one', () => {
    const { entries, problems } = readSubscriberTable(
      [
        ['Phone', 'Province', 'Municipality', 'Crop', 'Language', 'Consented at', 'Source'],
        ['0917123456', 'Laguna', 'Atlantis', 'durian', 'Bisaya', 'yesterday', ''],
        ['(02) 8123 4567', 'Laguna', 'Bay', 'rice', 'en', '', ''],
        ['09171234567', 'Laguna', 'Bay', 'rice', 'en', '2027-01-01', ''],
      ],
      resolve,
      options,
    );
    expect(entries).toEqual([]);
    expect(problems).toEqual([
      'row 2, phone: not a valid phone number',
      'row 2, municipality: unknown place "Atlantis" in Laguna',
      'row 2, crop: unknown crop "durian"',
      'row 2, language: "Bisaya" is not en or tl',
      'row 2, consented_at: "yesterday" is not a date',
      'row 3, phone: a landline: texts need a mobile number',
      'row 3, consented_at: no date of consent: only numbers whose owners agreed may be added',
      'row 4, consented_at: 2027-01-01 is in the future',
    ]);
  });

  it('never repeats a value that may be a phone number, as when a column is shifted', () => {
    const { problems } = readSubscriberTable([header, ['Laguna', 'Bay', '0917 123 4567', 'rice', '09171234567', 'x', '', '']], resolve, options);
    expect(problems.join('; ')).not.toMatch(/917/);
    expect(problems).toEqual([
      'row 2, phone: not a valid phone number',
      'row 2, municipality: a value that looks like a phone number is not a place of the region',
      'row 2, language: a value that looks like a phone number is not en or tl',
      'row 2, consented_at: "x" is not a date',
    ]);
  });

  it('says what is missing from the header, or that there is nothing', () => {
    expect(readSubscriberTable([['phone', 'crop']], resolve, options).problems).toEqual([
      'the header row lacks the columns province, municipality, language, consented_at, source',
    ]);
    expect(readSubscriberTable([], resolve, options).problems).toEqual(['the file is empty']);
    expect(readSubscriberTable([header], resolve, options).problems).toEqual(['the file has a header but no numbers']);
  });
});

import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { FEEDBACK_CSV_HEADER, feedbackCsv, type FeedbackExportRow } from './feedback-csv';

const row: FeedbackExportRow = {
  reference: 'ACAP-4A-TD-20261122-1A2B3C4D',
  province: 'Laguna',
  municipality: 'Bay',
  crop: 'Rice',
  type: 'ten_day',
  language: 'tag',
  useful: false,
  comment: 'Late, "again", and\nwrong',
  commentState: 'held',
  createdAt: new Date('2026-11-22T06:05:00Z'),
};

describe('feedbackCsv', () => {
  it('writes a header and one row per answer, with the time in Philippine time', () => {
    const [header, first, second] = parseCsv(feedbackCsv([row, { ...row, useful: true, comment: null, commentState: 'held' }]));
    expect(header).toEqual([...FEEDBACK_CSV_HEADER]);
    expect(first).toEqual([
      'ACAP-4A-TD-20261122-1A2B3C4D',
      'Laguna',
      'Bay',
      'Rice',
      'ten_day',
      'tag',
      'no',
      'Late, "again", and\nwrong',
      'held',
      '2026-11-22 14:05 PHT',
    ]);
    // An answer without a comment has no comment state to tell.
    expect(second!.slice(6, 9)).toEqual(['yes', '', '']);
  });

  it('writes a comment a spreadsheet would run as a formula as text', () => {
    const csv = feedbackCsv([
      { ...row, comment: '=HYPERLINK("http://evil.example","x")' },
      { ...row, comment: '@SUM(1)' },
      { ...row, comment: '+1' },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`'@SUM(1)`);
    expect(csv).toContain(`'+1`);
    expect(csv).not.toMatch(/(^|,)[=@+]/m);
  });
});

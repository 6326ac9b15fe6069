import { describe, expect, it } from 'vitest';
import { approvalLines, draftMark, qrCodeLabel, withdrawnLines } from './approval-lines';

// 06:05 UTC is 14:05 in Manila; 17:30 UTC on the 25th is already the 26th there.
const approval = { preparedBy: 'Ana Reyes', approvedBy: 'Jose Cruz', approvedAt: new Date('2026-11-26T06:05:00Z') };

describe('approvalLines', () => {
  it('names who prepared and approved the bulletin, and when in Philippine time, in English', () => {
    expect(approvalLines(approval, 'en')).toEqual(['Prepared by Ana Reyes', 'Approved by Jose Cruz', 'Approved on November 26, 2026, 14:05 PHT']);
  });

  it('says the same in Tagalog', () => {
    expect(approvalLines(approval, 'tag')).toEqual(['Inihanda ni Ana Reyes', 'Inaprubahan ni Jose Cruz', 'Inaprubahan noong Nobyembre 26, 2026, 14:05 PHT']);
  });

  it('gives the Manila date of an approval made late in the UTC day', () => {
    expect(approvalLines({ ...approval, approvedAt: new Date('2026-11-25T17:30:00Z') }, 'en')[2]).toBe('Approved on November 26, 2026, 01:30 PHT');
  });
});

describe('approvalLines of a superadmin who prepared and approved', () => {
  it('says it in one line, never as if two people had read it', () => {
    expect(approvalLines({ ...approval, preparedBy: 'Jose Cruz', samePerson: true }, 'en')).toEqual([
      'Prepared and approved by Jose Cruz',
      'Approved on November 26, 2026, 14:05 PHT',
    ]);
    expect(approvalLines({ ...approval, samePerson: true }, 'tag')[0]).toBe('Inihanda at inaprubahan ni Jose Cruz');
  });
});

describe('draftMark', () => {
  it('marks a draft as not approved in either language', () => {
    expect(draftMark('en')).toBe('DRAFT — not approved, not for distribution');
    expect(draftMark('tag')).toBe('BURADOR — hindi pa aprubado, huwag ipamahagi');
  });
});

describe('withdrawnLines', () => {
  const withdrawnAt = new Date('2026-12-01T01:00:00Z');

  it('says when the bulletin was withdrawn, in Philippine time, and not to follow it', () => {
    expect(withdrawnLines(withdrawnAt, 'en')).toEqual(['This bulletin was withdrawn on December 1, 2026, 09:00 PHT. Do not follow its advice.']);
    expect(withdrawnLines(withdrawnAt, 'tag')).toEqual(['Binawi ang abisong ito noong Disyembre 1, 2026, 09:00 PHT. Huwag sundin ang payo nito.']);
  });

  it('adds the reason when one was given, and ignores a blank one', () => {
    expect(withdrawnLines(withdrawnAt, 'en', ' A newer outlook replaced it. ')[1]).toBe('Reason: A newer outlook replaced it.');
    expect(withdrawnLines(withdrawnAt, 'tag', 'Mali ang lugar.')[1]).toBe('Dahilan: Mali ang lugar.');
    expect(withdrawnLines(withdrawnAt, 'en', '  ')).toHaveLength(1);
    expect(withdrawnLines(withdrawnAt, 'en', null)).toHaveLength(1);
  });
});

describe('qrCodeLabel', () => {
  it("names the address the QR code holds, in the bulletin's language", () => {
    expect(qrCodeLabel('https://acap.example/bulletins/1', 'en')).toBe("QR code of this bulletin's address: https://acap.example/bulletins/1");
    expect(qrCodeLabel('https://acap.example/bulletins/1', 'tag')).toBe('QR code ng address ng abisong ito: https://acap.example/bulletins/1');
  });
});

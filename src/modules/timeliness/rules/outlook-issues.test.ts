import { describe, expect, it } from 'vitest';
import { groupOutlookIssues, outlookIssueLabel, type IssuanceHeader } from './outlook-issues';

const tenDay = (id: string, validFrom: string, validTo: string, dateCreated: string): IssuanceHeader => ({
  id,
  type: 'ten_day',
  forecastDate: validFrom,
  validFrom,
  validTo,
  dateCreated,
});

const advisory = (id: string, name: string | null, number: string | null, dateCreated: string): IssuanceHeader => ({
  id,
  type: 'special_weather',
  forecastDate: dateCreated.slice(0, 10),
  validFrom: dateCreated.slice(0, 10),
  validTo: dateCreated.slice(0, 10),
  dateCreated,
  cyclone: { name, number, issuedAt: dateCreated },
});

describe('groupOutlookIssues', () => {
  it('puts the loads of one 10-day window together, newest outlook first, named by its first load', () => {
    const issues = groupOutlookIssues([
      tenDay('b', '2026-11-02', '2026-11-11', '2026-11-02T03:00:00Z'),
      tenDay('a', '2026-11-02', '2026-11-11', '2026-11-02T01:00:00Z'),
      tenDay('c', '2026-11-12', '2026-11-21', '2026-11-12T01:00:00Z'),
    ]);
    expect(issues.map((issue) => [issue.key, issue.issuanceIds])).toEqual([
      ['c', ['c']],
      ['a', ['a', 'b']],
    ]);
    expect(issues[1]).toMatchObject({ firstLoadedAt: '2026-11-02T01:00:00.000Z', lastLoadedAt: '2026-11-02T03:00:00.000Z' });
  });

  it('keeps other windows and other kinds apart', () => {
    const issues = groupOutlookIssues([
      tenDay('a', '2026-11-02', '2026-11-11', '2026-11-02T01:00:00Z'),
      tenDay('b', '2026-11-03', '2026-11-12', '2026-11-03T01:00:00Z'),
      { ...tenDay('s', '2026-11-02', '2026-11-11', '2026-11-02T02:00:00Z'), type: 'seasonal' },
    ]);
    expect(issues).toHaveLength(3);
  });

  it('groups seasonal loads by their first month, keeping the latest end', () => {
    const issues = groupOutlookIssues([
      { ...tenDay('a', '2026-11-01', '2027-04-30', '2026-11-01T01:00:00Z'), type: 'seasonal' },
      { ...tenDay('b', '2026-11-01', '2027-04-30', '2026-11-05T01:00:00Z'), type: 'seasonal' },
    ]);
    expect(issues.map((issue) => issue.issuanceIds)).toEqual([['a', 'b']]);
  });

  it('groups advisories by cyclone and bulletin number; "no active cyclone" stands alone', () => {
    const issues = groupOutlookIssues([
      advisory('a', 'Pepito', '7', '2026-11-02T01:00:00Z'),
      advisory('b', 'pepito', 'No. 7', '2026-11-02T02:00:00Z'),
      advisory('c', 'Pepito', '8', '2026-11-02T05:00:00Z'),
      advisory('d', null, null, '2026-11-03T01:00:00Z'),
      advisory('e', null, null, '2026-11-03T02:00:00Z'),
    ]);
    expect(issues.map((issue) => issue.issuanceIds)).toEqual([['e'], ['d'], ['c'], ['a', 'b']]);
    expect(issues.at(-1)).toMatchObject({ cyclone: { name: 'Pepito', number: '7' }, issuedAt: '2026-11-02T01:00:00.000Z' });
  });
});

describe('outlookIssueLabel', () => {
  it('names each kind of outlook', () => {
    expect(outlookIssueLabel({ type: 'ten_day', validFrom: '2026-11-02', validTo: '2026-11-11', cyclone: null })).toBe('November 2 – 11, 2026');
    expect(outlookIssueLabel({ type: 'seasonal', validFrom: '2026-11-01', validTo: '2027-04-30', cyclone: null })).toBe('November 2026 – April 2027');
    expect(outlookIssueLabel({ type: 'special_weather', validFrom: '2026-11-02', validTo: '2026-11-02', cyclone: { name: 'Pepito', number: '7' } })).toBe(
      'Pepito, bulletin 7',
    );
    expect(outlookIssueLabel({ type: 'special_weather', validFrom: '2026-11-02', validTo: '2026-11-02', cyclone: null })).toBe('No active cyclone');
  });
});

import { describe, expect, it } from 'vitest';
import { auditFiltersSchema, auditPeriod, describeAuditSummary } from './audit-filters';

describe('auditFiltersSchema', () => {
  it('reads filters from an address, defaulting to the first page', () => {
    expect(auditFiltersSchema.parse({ actor: ' boss@da.gov.ph ', from: '2026-11-01' })).toEqual({ actor: 'boss@da.gov.ph', from: '2026-11-01', page: 1 });
  });

  it('names what is wrong with a date, a page or an unknown filter', () => {
    const problems = (input: unknown) => auditFiltersSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems({ from: '01/11/2026' })).toEqual(['from: must be a date as YYYY-MM-DD']);
    expect(problems({ to: '2026-02-31' })).toEqual(['to: is not a real date']);
    expect(problems({ to: '2028-02-29' })).toBeUndefined();
    expect(problems({ to: '2026-13-01' })).toEqual(['to: is not a real date']);
    expect(problems({ page: '0' })).toEqual(['page: page starts at 1']);
    expect(problems({ colour: 'red' })?.[0]).toMatch(/colour/);
    expect(problems({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['from: from must not be after to']);
  });
});

describe('auditPeriod', () => {
  it('covers whole Manila days, the last one included', () => {
    const { start, end } = auditPeriod({ from: '2026-11-01', to: '2026-11-01' });
    expect(start?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-11-01T16:00:00.000Z');
    expect(auditPeriod({})).toEqual({ start: undefined, end: undefined });
  });
});

describe('describeAuditSummary', () => {
  it('shows changes as from → to and other values as they are', () => {
    expect(describeAuditSummary({ level: { from: 'admin', to: 'superadmin' }, sessionsEnded: 2, files: ['a.xlsx'] })).toBe(
      'level: admin → superadmin; sessionsEnded: 2; files: ["a.xlsx"]',
    );
    expect(describeAuditSummary({ name: { from: null, to: 'Ana' } })).toBe('name: — → Ana');
    expect(describeAuditSummary(null)).toBe('');
  });
});

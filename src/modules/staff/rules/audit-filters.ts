import { z } from 'zod';
import type { auditEntrySchema } from './audit-contract';

function isRealDay(text: string): boolean {
  const [year, month, dayOfMonth] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD', abort: true })
  .refine(isRealDay, 'is not a real date');

/** The audit trail's filters, as they appear in the page address and the API query. */
export const auditFilterFields = {
  actor: z.string().trim().max(200, 'at most 200 characters').optional(),
  action: z.string().trim().max(100, 'at most 100 characters').optional(),
  target: z.string().trim().max(200, 'at most 200 characters').optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000).default(1),
};

export function fromNotAfterTo(filters: { from?: string; to?: string }): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}

export const auditFiltersSchema = z
  .object(auditFilterFields)
  .strict()
  .refine(fromNotAfterTo, { message: 'from must not be after to', path: ['from'] });

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** Manila days, as staff think of them, to the instants that bound them. */
export function auditPeriod(filters: Pick<AuditFilters, 'from' | 'to'>): { start?: Date; end?: Date } {
  return {
    start: filters.from ? new Date(`${filters.from}T00:00:00+08:00`) : undefined,
    end: filters.to ? new Date(new Date(`${filters.to}T00:00:00+08:00`).getTime() + 24 * 60 * 60 * 1000) : undefined,
  };
}

/** One row of the trail, as the audit contract answers it. */
export type AuditEntryView = z.output<typeof auditEntrySchema>;

/** The summary as one readable line: `level: admin → superadmin; sessionsEnded: 2`. */
export function describeAuditSummary(summary: Record<string, unknown> | null): string {
  if (!summary) return '';
  return Object.entries(summary)
    .map(([key, value]) => {
      if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
        const change = value;
        return `${key}: ${String(change.from ?? '—')} → ${String(change.to ?? '—')}`;
      }
      return `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    })
    .join('; ');
}

import { z } from 'zod';
import { AUDIT_PAGE_SIZE, auditFilterFields, fromNotAfterTo } from '@/domain/audit/audit-filters';
import { manilaToday } from '@/domain/format/manila-time';
import { exportAuditCsv } from '@/server/audit/export-audit-csv';
import { listAuditEntries } from '@/server/audit/list-audit-entries';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';

const query = z
  .object({ ...auditFilterFields, format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json') })
  .strict()
  .refine(fromNotAfterTo, { message: 'from must not be after to', path: ['from'] });

/** Superadmins only: the audit trail, filtered and paginated, or every matching entry as CSV. */
export const GET = handleRoute({
  access: { kind: 'action', action: 'audit.read' },
  input: query,
  handler: async ({ input }) => {
    const { format, ...filters } = input;
    const db = await getDb();
    if (format === 'json') return listAuditEntries(db, filters, AUDIT_PAGE_SIZE);
    const day = manilaToday();
    return new Response(await exportAuditCsv(db, filters), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="acap-audit-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});

import { AUDIT_CONTRACT } from '@/modules/staff/rules/audit-contract';
import { AUDIT_PAGE_SIZE } from '@/modules/staff/rules/audit-filters';
import { manilaToday } from '@/platform/format/manila-time';
import { exportAuditCsv } from '@/modules/staff/server/audit/export-audit-csv';
import { listAuditEntries } from '@/modules/staff/server/audit/list-audit-entries';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';

/** Superadmins only: the audit trail, filtered and paginated, or every matching entry as CSV. */
export const GET = handleRoute({
  ...AUDIT_CONTRACT.list,
  handler: async ({ db, input }) => {
    const { format, ...filters } = input;
    if (format === 'json') return listAuditEntries(db, filters, AUDIT_PAGE_SIZE);
    const day = manilaToday();
    return fileAnswer(await exportAuditCsv(db, filters), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="acap-audit-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
});

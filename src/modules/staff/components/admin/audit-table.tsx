import { Table, TableBody, TableCaption, TableCell, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { describeAuditSummary, type AuditEntryView } from '@/modules/staff/rules/audit-filters';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';

/** One page of the audit trail, newest first; `first` is the number of its first entry in the whole filtered trail. */
export function AuditTable({ entries, total, first }: { entries: readonly AuditEntryView[]; total: number; first: number }) {
  return (
    <TableRegion label="Audit entries">
      <Table className="w-full min-w-[860px]">
        <TableCaption>{total === 0 ? 'No entries match' : `Entries ${first}–${first + entries.length - 1} of ${total}, newest first`}</TableCaption>
        <TableHeadings headings={['When', 'Who', 'Action', 'Target', 'What changed']} />
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} className="align-top">
              <TableCell className="whitespace-nowrap">{staffDateTime(entry.at)}</TableCell>
              <TableCell>{entry.actor}</TableCell>
              <TableCell className="font-mono text-xs">{entry.action}</TableCell>
              <TableCell className="break-all">{entry.target ?? '—'}</TableCell>
              <TableCell className="break-words">{describeAuditSummary(entry.summary) || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

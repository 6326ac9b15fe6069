import Link from 'next/link';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { staffDateTime, staffLevelLabel } from '@/modules/staff/rules/staff-labels';
import type { StaffUserView } from '@/modules/staff/rules/staff-user';
import { reviewerRightMatters } from '@/modules/staff/rules/reviewer-right';

/** One page of staff accounts, newest first, each named by a link to its own page; admins with the reviewer right are marked "Reviewer". */
export function AccountsTable({
  accounts,
  total,
  page,
  pageSize,
  meId,
}: {
  accounts: readonly StaffUserView[];
  total: number;
  page: number;
  pageSize: number;
  meId: string;
}) {
  const first = (page - 1) * pageSize + 1;
  return (
    <TableRegion label="Accounts">
      <Table className="w-full min-w-[880px]">
        <TableCaption>Accounts ({total === 0 ? 'none found' : `${first}–${first + accounts.length - 1} of ${total}`}, newest first)</TableCaption>
        <TableHeadings headings={['Name', 'Email', 'Level', 'Status', 'Open sessions', 'Failed sign-ins (24 h)', 'Created']} />
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableHead scope="row" className="font-medium">
                <Link href={`/admin/users/${account.id}`} prefetch={false} className="inline-flex min-h-11 items-center">
                  {account.name}
                </Link>
                {account.id === meId ? <span className="ml-2 text-xs">(you)</span> : null}
              </TableHead>
              <TableCell>{account.email}</TableCell>
              <TableCell>
                {staffLevelLabel(account.accountLevel)}
                {reviewerRightMatters(account.accountLevel) && account.reviewer ? <span className="ml-2 rounded bg-pale px-1 text-xs">Reviewer</span> : null}
              </TableCell>
              <TableCell>
                {account.disabled ? <strong className="text-error">Disabled</strong> : 'Active'}
                {account.protected ? <span className="ml-2 rounded bg-pale px-1 text-xs">Protected</span> : null}
              </TableCell>
              <TableCell>{account.activeSessions}</TableCell>
              <TableCell>
                {account.failedSignIns === 0 ? (
                  'None'
                ) : (
                  <>
                    <strong>{account.failedSignIns}</strong>, last {staffDateTime(account.lastFailedSignInAt)}
                  </>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{staffDateTime(account.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

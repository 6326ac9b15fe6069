import { Table, TableBody, TableCaption, TableCell, TableHeadings, TableRegion, TableRow } from '@/components/ui/table';
import { staffDateTime } from '@/domain/auth/staff-labels';
import type { SignInFailure } from '@/server/users/list-sign-in-failures';

/** An account's recent failed sign-ins and where they came from, with what to make of them; nothing when there are none. */
export function SignInFailures({ failures }: { failures: readonly SignInFailure[] }) {
  if (failures.length === 0) return null;
  return (
    <section aria-labelledby="failures-heading" className="mb-6">
      <h2 id="failures-heading" className="mb-2 text-lg font-bold">
        Recent failed sign-ins
      </h2>
      <p className="mb-2 text-sm">
        Each failure makes the next attempt from the same address wait longer; other addresses, the owner&apos;s included, are not held up. Many failures from
        addresses the owner does not use may mean someone is guessing the password: reset it or disable the account.
      </p>
      <TableRegion label="Failed sign-ins in the last 7 days">
        <Table className="w-full">
          <TableCaption>Last 7 days, newest first (up to 20)</TableCaption>
          <TableHeadings headings={['When', 'From address']} />
          <TableBody>
            {failures.map((failure, index) => (
              <TableRow key={`${failure.at}-${index}`}>
                <TableCell className="whitespace-nowrap">{staffDateTime(failure.at)}</TableCell>
                <TableCell className="font-mono">{failure.address ?? 'not recorded'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableRegion>
    </section>
  );
}

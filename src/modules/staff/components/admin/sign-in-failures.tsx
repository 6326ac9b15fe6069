import { Table, TableBody, TableCaption, TableCell, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import type { SignInFailures as Failures } from '@/modules/staff/server/list-sign-in-failures';

/** An account's recent failed sign-ins and the addresses guessing now, with what to make of them; nothing when there are none. */
export function SignInFailures({ failures }: { failures: Failures }) {
  if (failures.times.length === 0 && failures.addresses.length === 0) return null;
  return (
    <section aria-labelledby="failures-heading" className="mb-6">
      <h2 id="failures-heading" className="mb-2 text-lg font-bold">
        Recent failed sign-ins
      </h2>
      <p className="mb-2 text-sm">
        Each failure makes the next attempt from the same address wait longer; other addresses, the owner&apos;s included, are not held up. Many failures from
        addresses the owner does not use may mean someone is guessing the password: reset it or disable the account. The audit trail keeps when each failure
        happened, never the address; addresses are known only while their count runs.
      </p>
      {failures.times.length > 0 ? (
        <TableRegion label="Failed sign-ins in the last 7 days">
          <Table className="w-full">
            <TableCaption>Last 7 days, newest first (up to 20)</TableCaption>
            <TableHeadings headings={['When']} />
            <TableBody>
              {failures.times.map((at, index) => (
                <TableRow key={`${at}-${index}`}>
                  <TableCell className="whitespace-nowrap">{staffDateTime(at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      ) : null}
      {failures.addresses.length > 0 ? (
        <TableRegion label="Addresses failing on this account now">
          <Table className="w-full">
            <TableCaption>Addresses failing on this account now, most failures first</TableCaption>
            <TableHeadings headings={['From address', 'Failures', 'Must wait until']} />
            <TableBody>
              {failures.addresses.map((entry) => (
                <TableRow key={entry.address}>
                  <TableCell className="font-mono">{entry.address}</TableCell>
                  <TableCell>{entry.failures}</TableCell>
                  <TableCell className="whitespace-nowrap">{entry.waitUntil ? staffDateTime(entry.waitUntil) : 'no wait'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      ) : null}
    </section>
  );
}

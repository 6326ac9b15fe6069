import { Radio } from 'lucide-react';
import Link from 'next/link';
import { ConfirmDeleteButton } from '@/platform/ui/confirm-delete-button';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import type { IssuanceListItem } from '@/modules/weather/server/list-issuances';

const TYPE_LABELS = { seasonal: 'Seasonal', ten_day: '10-day', special_weather: 'Special' } as const;
const API = { seasonal: 'seasonal', ten_day: 'tenday', special_weather: 'special' } as const;
const HEADINGS = ['Type', 'Period', 'New and carried', 'Source', 'Loaded by', 'Public “updated by”', 'Loaded on', 'Actions'];

/** The archive of issuances, newest first, the live one of each type marked; `canDelete` adds a confirmed delete to each row. */
export function IssuancesTable({ items, total, canDelete }: { items: readonly IssuanceListItem[]; total: number; canDelete: boolean }) {
  return (
    <TableRegion label="Issuances">
      <Table className="w-full min-w-[1100px]">
        <TableCaption>
          Issuances ({items.length} of {total}, newest first)
        </TableCaption>
        <TableHeadings headings={HEADINGS} />
        <TableBody>
          {items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={HEADINGS.length} className="py-4">
                Received an empty weather data. No outlook has been loaded yet: upload or enter one from the seasonal, 10-day or special page.
              </TableCell>
            </TableRow>
          ) : (
            items.map((item) => (
              <TableRow key={item.id} className={item.live ? 'bg-pale align-top' : 'align-top'} data-live={item.live || undefined}>
                <TableHead scope="row" className="font-medium">
                  {TYPE_LABELS[item.type]}
                  {item.live ? (
                    <span className="mt-1 flex items-center gap-1 text-xs font-semibold">
                      <Radio aria-hidden className="size-4" />
                      Live: on the public pages
                    </span>
                  ) : null}
                </TableHead>
                <TableCell>{item.dateRange}</TableCell>
                <TableCell data-testid="coverage">{item.coverageText ?? 'Not recorded'}</TableCell>
                <TableCell>{item.files.length > 0 ? item.files.join(', ') : item.source}</TableCell>
                {/* The person is for staff; the public answers say only system (PAGASA's workbooks, connectors) or admin (the office's entries and files). */}
                <TableCell className="break-all">{item.authorEmail ?? 'Connector (no one)'}</TableCell>
                <TableCell>{item.updatedBy}</TableCell>
                <TableCell className="whitespace-nowrap">{staffDateTime(new Date(item.dateCreated._seconds * 1000))}</TableCell>
                <TableCell className="flex flex-wrap gap-2">
                  <Link href={`/admin/weather/issuances/${item.id}`} prefetch={false} className="inline-flex min-h-11 items-center">
                    Open<span className="sr-only"> {item.dateRange}</span>
                  </Link>
                  <a href={`/api/weather/${API[item.type]}?issuance=${item.id}`} className="inline-flex min-h-11 items-center">
                    JSON<span className="sr-only"> of {item.dateRange}</span>
                  </a>
                  {item.sentAlert ? (
                    <a href={`/feeds/cap/${item.id}.xml`} className="inline-flex min-h-11 items-center">
                      Sent as CAP {item.sentAlert.msgType}: kept as sent<span className="sr-only"> ({item.sentAlert.identifier})</span>
                    </a>
                  ) : canDelete ? (
                    <ConfirmDeleteButton
                      endpoint={`/api/weather/issuances/${item.id}`}
                      label={`${TYPE_LABELS[item.type]} ${item.dateRange}`}
                      title="Delete this issuance?"
                      description={`${TYPE_LABELS[item.type]} ${item.dateRange} and all its values will be removed. Pages will show the issuance before it. This cannot be undone.`}
                      successMessage="The issuance was deleted."
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

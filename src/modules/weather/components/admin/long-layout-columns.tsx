import { Table, TableBody, TableCell, TableHead, TableHeadings, TableRow } from '@/platform/ui/table';
import { LONG_LAYOUT_COLUMNS } from '@/modules/weather/rules/ten-day-long-layout';

/** The columns of the 10-day long layout, behind a disclosure: heading, unit and what goes in each. */
export function LongLayoutColumns() {
  return (
    <details className="mb-4 text-sm">
      <summary className="cursor-pointer font-medium">Columns of the long layout</summary>
      <Table variant="plain" className="mt-2">
        <TableHeadings headings={['Heading', 'Unit', 'What goes in it']} />
        <TableBody>
          {LONG_LAYOUT_COLUMNS.map((column) => (
            <TableRow key={column.key} className="border-t border-neutral-200 align-top">
              <TableHead scope="row" className="font-mono font-normal">
                {column.heading}
              </TableHead>
              <TableCell>{column.unit ?? ''}</TableCell>
              <TableCell>{column.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="mt-2">
        Headings are read whatever their case or spacing, and PAGASA&apos;s own (Min, Max, Rainfall (mm/day), Rel. Humidity (%), Mean Speed (mps) …) are taken
        too. A blank cell is &quot;no data&quot;.
      </p>
    </details>
  );
}

import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { cropByKey } from '@/modules/calendar/rules/crops/crop-list';
import type { OutlookTimeliness } from '@/modules/timeliness/rules/outlook-timeliness';
import { describeDelay } from '@/modules/timeliness/rules/publication-delay';
import { TimelinessStatus } from './timeliness-status';

const LANGUAGES = { en: 'English', tag: 'Tagalog' } as const;

/** One row per published bulletin of the outlook, by place; the table scrolls in its box on a phone. */
export function OutlookBulletinsTable({ outlook }: { outlook: OutlookTimeliness }) {
  const caption = `Bulletins published for the ${outlook.kind.toLowerCase()} ${outlook.label}`;
  return (
    <TableRegion label={caption} className="mt-3">
      <Table className="w-full min-w-[760px]">
        <TableCaption>{caption}, by place (Philippine time)</TableCaption>
        <TableHeadings headings={['Place', 'Province', 'Crop', 'Language', 'Published', 'After the outlook began', 'Status', 'Reference']} />
        <TableBody>
          {outlook.published.flatMap((place) =>
            place.bulletins.map((bulletin) => (
              <TableRow key={bulletin.id} className="align-top">
                <TableHead scope="row" className="font-medium">
                  {place.name}
                </TableHead>
                <TableCell>{place.provinceName}</TableCell>
                <TableCell>{cropByKey(bulletin.cropKey)?.name.en ?? bulletin.cropKey}</TableCell>
                <TableCell>{LANGUAGES[bulletin.language]}</TableCell>
                <TableCell className="whitespace-nowrap">{staffDateTime(bulletin.publishedAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{describeDelay(bulletin)}</TableCell>
                <TableCell>
                  <TimelinessStatus bulletin={bulletin} />
                </TableCell>
                <TableCell className="font-mono text-xs">{bulletin.reference}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

import Link from 'next/link';
import { Table, TableBody, TableCell, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { cropByKey, stageLabel } from '@/modules/calendar/rules/crops/crop-list';
import { ALL_STAGES } from '@/modules/recommendations/rules/farm-operations';
import { GENERAL_STAGE } from '@/modules/recommendations/rules/recommendation-input';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';
import type { CoverageGap } from '@/modules/recommendations/server/get-recommendation-coverage';
import { TYPE_NAMES } from './recommendation-form-options';

const SHOWN_PLACES = 12;

const newLink = (gap: CoverageGap) => `/admin/recommendations?${new URLSearchParams({ type: gap.type, crop: gap.crop, stage: gap.stage ?? GENERAL_STAGE })}`;

/** The needs of the latest outlooks no recommendation answers, one row per type × crop × stage × forecast, with the places left without advice. */
export function CoverageGapsTable({ gaps }: { gaps: readonly CoverageGap[] }) {
  if (gaps.length === 0) return null;
  return (
    <TableRegion label="Gaps" frame="none">
      <Table className="w-full min-w-[48rem]" data-testid="coverage-gaps">
        <TableHeadings
          headings={[
            'Type',
            'Crop and stage',
            'Forecast',
            'Places without advice',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        />
        <TableBody>
          {gaps.map((gap) => (
            <TableRow key={`${gap.type}/${gap.crop}/${gap.stage ?? GENERAL_STAGE}/${gap.trigger}/${gap.month}`} className="align-top">
              <TableCell>
                {TYPE_NAMES[gap.type]}
                {gap.month ? ` (${gap.month})` : ''}
              </TableCell>
              <TableCell>
                {cropByKey(gap.crop)?.name.en ?? gap.crop}:{' '}
                {gap.stage ? `${stageLabel(gap.crop, gap.stage, 'en')} (${gap.stage})` : `${ALL_STAGES.en} (general advice)`}
              </TableCell>
              <TableCell>{triggerLabel(gap.type, gap.trigger)}</TableCell>
              <TableCell>
                <strong>{gap.places.length}</strong>:{' '}
                {gap.places
                  .slice(0, SHOWN_PLACES)
                  .map((p) => `${p.name} (${p.province})`)
                  .join(', ')}
                {gap.places.length > SHOWN_PLACES ? ` and ${gap.places.length - SHOWN_PLACES} more` : ''}
              </TableCell>
              <TableCell>
                <Link href={newLink(gap)} prefetch={false}>
                  See these<span className="sr-only"> recommendations</span>
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

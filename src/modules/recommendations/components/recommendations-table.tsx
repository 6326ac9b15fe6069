import Link from 'next/link';
import { RichText } from '@/modules/calendar/components/rich-text';
import { Table, TableBody, TableCaption, TableCell, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { ALL_CROPS } from '@/modules/recommendations/rules/farm-operations';
import { GENERAL_STAGE } from '@/modules/recommendations/rules/recommendation-input';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';
import type { AlertReviewState } from '@/modules/recommendations/rules/alert-advice';
import type { RecommendationPage } from '@/modules/recommendations/server/page-recommendations';
import { RISK_NAMES, TYPE_NAMES } from './recommendation-form-options';

/** Where a row stands for the CAP alerts' instructions, in words (decision 090); nothing for advice they never carry. */
const ALERT_STANDING: Record<AlertReviewState, string | null> = {
  none: null,
  waiting: '⚠ Waiting for a reviewer',
  approved: '✓ Approved',
  changed: '⚠ Changed since approved: alerts carry the approved version',
};

/** One page of recommendations, English and Tagalog side by side, each row linked to its editor. */
export function RecommendationsTable({ list }: { list: RecommendationPage }) {
  return (
    <TableRegion labelledBy="recommendations-caption" frame="none" className="mb-4">
      <Table className="w-full min-w-[60rem]">
        <TableCaption id="recommendations-caption" placement="above">
          Recommendations {list.from}–{list.to} of {list.total} (page {list.page} of {list.pages})
        </TableCaption>
        <TableHeadings
          headings={[
            'Type / crop / stage',
            'Trigger and risk',
            'CAP alerts',
            'English',
            'Tagalog',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        />
        <TableBody>
          {list.rows.map((row) => (
            <TableRow key={row.id} className="align-top" data-testid="recommendation-row">
              <TableCell>
                {TYPE_NAMES[row.type]} · {row.crop === null ? ALL_CROPS.en : (CROP_CATALOGUE.find((c) => c.key === row.crop)?.name.en ?? row.crop)}
                <br />
                <strong>{row.stageLabel.en}</strong> ({row.stage ?? GENERAL_STAGE})
                <br />
                {row.farmOperation}
                {row.isDemo ? <span className="ml-1 rounded bg-amber-100 px-1 text-xs">demo</span> : null}
              </TableCell>
              <TableCell>
                {triggerLabel(row.type, row.trigger)}
                {row.risk ? (
                  <>
                    <br />
                    Risk: {RISK_NAMES[row.risk]}
                  </>
                ) : null}
              </TableCell>
              <TableCell className={row.alert.state === 'approved' ? undefined : 'text-warning'}>{ALERT_STANDING[row.alert.state]}</TableCell>
              <TableCell>
                {row.impact.en ? <RichText html={row.impact.en} /> : null}
                <RichText html={row.practice.en} />
              </TableCell>
              <TableCell lang="tl">
                {row.missingTagalog ? <p className="font-semibold text-warning">⚠ Tagalog text missing</p> : null}
                {row.impact.tl ? <RichText html={row.impact.tl} /> : null}
                {row.practice.tl ? <RichText html={row.practice.tl} /> : null}
              </TableCell>
              <TableCell>
                <Link href={`/admin/recommendations/${row.id}`} prefetch={false} className="inline-flex min-h-11 items-center">
                  Edit<span className="sr-only"> recommendation {row.id}</span>
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

import Link from 'next/link';
import { RichText } from '@/components/calendar/rich-text';
import { CROP_CATALOGUE } from '@/domain/crops/crop-catalogue';
import { ALL_CROPS } from '@/domain/recommendations/farm-operations';
import { GENERAL_STAGE } from '@/domain/recommendations/recommendation-input';
import { triggerLabel } from '@/domain/recommendations/trigger-label';
import type { RecommendationPage } from '@/server/recommendations/page-recommendations';
import { RISK_NAMES, TYPE_NAMES } from './recommendation-form-options';

/** One page of recommendations, English and Tagalog side by side, each row linked to its editor. */
export function RecommendationsTable({ list }: { list: RecommendationPage }) {
  return (
    <div className="mb-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="recommendations-caption">
      <table className="data-table w-full min-w-[60rem] text-sm">
        <caption id="recommendations-caption" className="pb-2 text-left font-semibold">
          Recommendations {list.from}–{list.to} of {list.total} (page {list.page} of {list.pages})
        </caption>
        <thead className="bg-pale text-left">
          <tr>
            <th scope="col">Type / crop / stage</th>
            <th scope="col">Trigger and risk</th>
            <th scope="col">English</th>
            <th scope="col">Tagalog</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id} className="align-top" data-testid="recommendation-row">
              <td>
                {TYPE_NAMES[row.type]} · {row.crop === null ? ALL_CROPS.en : (CROP_CATALOGUE.find((c) => c.key === row.crop)?.name.en ?? row.crop)}
                <br />
                <strong>{row.stageLabel.en}</strong> ({row.stage ?? GENERAL_STAGE})
                <br />
                {row.farmOperation}
                {row.isDemo ? <span className="ml-1 rounded bg-amber-100 px-1 text-xs">demo</span> : null}
              </td>
              <td>
                {triggerLabel(row.type, row.trigger)}
                {row.risk ? (
                  <>
                    <br />
                    Risk: {RISK_NAMES[row.risk]}
                  </>
                ) : null}
              </td>
              <td>
                {row.impact.en ? <RichText html={row.impact.en} /> : null}
                <RichText html={row.practice.en} />
              </td>
              <td lang="tl">
                {row.missingTagalog ? <p className="font-semibold text-warning">⚠ Tagalog text missing</p> : null}
                {row.impact.tl ? <RichText html={row.impact.tl} /> : null}
                {row.practice.tl ? <RichText html={row.practice.tl} /> : null}
              </td>
              <td>
                <Link href={`/admin/recommendations/${row.id}`} prefetch={false} className="inline-flex min-h-11 items-center">
                  Edit<span className="sr-only"> recommendation {row.id}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

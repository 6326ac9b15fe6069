import Link from 'next/link';
import { FilterSelect } from '@/platform/ui/filter-select';
import { Field, Input } from '@/platform/ui/field';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { ALL_CROPS } from '@/modules/recommendations/rules/farm-operations';
import { ALL_CROPS_KEY, GENERAL_STAGE } from '@/modules/recommendations/rules/recommendation-input';
import { RECOMMENDATION_PAGE_SIZES, RECOMMENDATIONS_PATH, type RecommendationPageQuery } from '@/modules/recommendations/rules/recommendation-page-query';
import { recommendationFormOptions, TYPE_NAMES } from './recommendation-form-options';

export const CROP_FILTERS = [
  { value: ALL_CROPS_KEY, label: `${ALL_CROPS.en} (general rows)` },
  ...CROP_CATALOGUE.map((c) => ({ value: c.key, label: c.name.en })),
];

/**
 * The table's filters as a plain GET form: the filtered view is an address staff can bookmark or send,
 * and it works without script. Submitting starts again at page 1 (no `page` field), since the old page
 * number means nothing under new filters.
 */
export function RecommendationFilters({ query }: { query: RecommendationPageQuery }) {
  const { filters } = query;
  const options = recommendationFormOptions();
  const triggers = [
    ...new Map(
      Object.values(options.triggers)
        .flat()
        .map((t) => [t.value, t]),
    ).values(),
  ];
  const filtered = Object.keys(filters).length > 0;
  return (
    <form method="get" action={RECOMMENDATIONS_PATH} className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter recommendations">
      <Field label="Search" size="sm">
        <Input variant="filter" type="search" name="q" defaultValue={filters.q ?? ''} />
      </Field>
      <FilterSelect
        label="Type"
        name="type"
        defaultValue={filters.type ?? ''}
        emptyLabel="All"
        options={Object.entries(TYPE_NAMES).map(([value, label]) => ({ value, label }))}
      />
      <FilterSelect label="Crop" name="crop" defaultValue={filters.crop ?? ''} emptyLabel="All" options={CROP_FILTERS} />
      <FilterSelect
        label="Stage"
        name="stage"
        defaultValue={filters.stage ?? ''}
        emptyLabel="All"
        options={[{ value: GENERAL_STAGE, label: 'General (all stages)' }, ...STAGE_CODES.map((code) => ({ value: code, label: code }))]}
      />
      <FilterSelect
        label="Trigger"
        name="trigger"
        defaultValue={filters.trigger ?? ''}
        emptyLabel="All"
        options={[{ value: 'any', label: 'Any forecast' }, ...triggers.map((t) => ({ value: t.value, label: t.value }))]}
      />
      <FilterSelect
        label="Rows per page"
        name="perPage"
        defaultValue={String(query.perPage)}
        options={RECOMMENDATION_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="missingTagalog" value="1" defaultChecked={Boolean(filters.missingTagalog)} className="size-5" />
        Missing Tagalog only
      </label>
      <button type="submit" className="min-h-11 rounded-md border border-primary px-4 font-semibold text-primary">
        Filter
      </button>
      {filtered ? (
        <Link href={RECOMMENDATIONS_PATH} prefetch={false} className="inline-flex min-h-11 items-center px-2 text-sm">
          Clear the filters
        </Link>
      ) : null}
    </form>
  );
}

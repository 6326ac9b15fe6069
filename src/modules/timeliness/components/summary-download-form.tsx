import { FilterSelect } from '@/platform/ui/filter-select';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import type { ProvinceRef } from '@/modules/timeliness/rules/outlook-timeliness';

// An API address, not a page: the browser saves the CSV it answers and stays on the page.
const SUMMARY_ACTION = '/api/timeliness/summary';

/**
 * The monthly summary as a CSV file: a plain GET form to the API, so it works without script. Browsers
 * without a month picker show a text box, which the pattern and hint keep to `YYYY-MM`.
 */
export function SummaryDownloadForm({ month, provinces, province }: { month: string; provinces: readonly ProvinceRef[]; province?: string }) {
  return (
    <section aria-labelledby="monthly-summary" className="mb-8 rounded-lg border border-neutral-300 bg-pale p-4">
      <h2 id="monthly-summary" className="text-lg font-semibold text-primary-dark">
        Monthly summary
      </h2>
      <p className="mt-1 max-w-prose text-sm">
        Per province: outlooks that began in the month, bulletins published, on time and late, the median delay in days, and places left without a bulletin
        (counted once per outlook).
      </p>
      <form method="get" action={SUMMARY_ACTION} aria-label="Download the monthly summary" className="mt-3 flex flex-wrap items-end gap-3">
        <Field label="Month" hint="As YYYY-MM" size="sm">
          <Input variant="filter" type="month" name="month" defaultValue={month} required pattern="\d{4}-\d{2}" placeholder="2026-11" />
        </Field>
        <FilterSelect
          label="Province"
          name="province"
          defaultValue={province ?? ''}
          emptyLabel="All provinces"
          options={provinces.map((found) => ({ value: found.psgc, label: found.name }))}
        />
        <Button type="submit">Download monthly summary (CSV)</Button>
      </form>
    </section>
  );
}

import Link from 'next/link';
import { FilterSelect } from '@/platform/ui/filter-select';
import { Button } from '@/platform/ui/button';
import type { ProvinceRef } from '@/modules/timeliness/rules/outlook-timeliness';
import type { TimelinessFilters } from '@/modules/timeliness/rules/timeliness-query';

const KINDS = [
  { value: 'ten_day', label: '10-day outlooks' },
  { value: 'seasonal', label: 'Seasonal outlooks' },
  { value: 'special_weather', label: 'Cyclone advisories' },
];

/** Which outlooks and which province's places: a plain GET form, so a filtered view is an address. */
export function TimelinessFilterForm({ filters, provinces }: { filters: TimelinessFilters; provinces: readonly ProvinceRef[] }) {
  return (
    <form method="get" action="/admin/timeliness" role="search" aria-label="Filter the outlooks" className="mb-6 flex flex-wrap items-end gap-3">
      <FilterSelect label="Outlooks" name="type" defaultValue={filters.type ?? ''} emptyLabel="All kinds" options={KINDS} />
      <FilterSelect
        label="Province"
        name="province"
        defaultValue={filters.province ?? ''}
        emptyLabel="All provinces"
        options={provinces.map((province) => ({ value: province.psgc, label: province.name }))}
      />
      <Button type="submit">Show</Button>
      <Link href="/admin/timeliness" prefetch={false} className="inline-flex min-h-11 items-center text-sm">
        Clear filters
      </Link>
    </form>
  );
}

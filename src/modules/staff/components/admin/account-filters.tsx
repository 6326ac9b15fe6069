import { FilterSelect } from '@/platform/ui/filter-select';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';

const LEVELS = [
  { value: '1', label: 'Superadmin' },
  { value: '2', label: 'Admin' },
  { value: 'none', label: 'No level' },
];
const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

/** Finding accounts by name or email, level and status: a plain GET form, so a search is an address. */
export function AccountFilters({ q, level, status }: { q: string; level: string; status: string }) {
  return (
    <form method="get" action="/admin/users" role="search" aria-label="Find accounts" className="mb-4 flex flex-wrap items-end gap-3">
      <Field label="Name or email" size="sm">
        <Input variant="filter" name="q" defaultValue={q} maxLength={200} />
      </Field>
      <FilterSelect label="Level" name="level" defaultValue={level} emptyLabel="All" options={LEVELS} />
      <FilterSelect label="Status" name="status" defaultValue={status} emptyLabel="All" options={STATUSES} />
      <Button type="submit">Find</Button>
    </form>
  );
}

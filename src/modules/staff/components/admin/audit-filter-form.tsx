import Link from 'next/link';
import { FilterSelect } from '@/platform/ui/filter-select';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import type { AuditFilters } from '@/modules/staff/rules/audit-filters';

/** Filtering the audit trail by who, action, target and Manila days: a plain GET form, so a filtered trail is an address. */
export function AuditFilterForm({ filters, actions }: { filters: AuditFilters; actions: readonly string[] }) {
  return (
    <form method="get" action="/admin/audit" role="search" aria-label="Filter the audit trail" className="mb-4 flex flex-wrap items-end gap-3">
      <Field label="Who (email, name or account id)" size="sm">
        <Input variant="filter" name="actor" defaultValue={filters.actor ?? ''} maxLength={200} />
      </Field>
      <FilterSelect
        label="Action"
        name="action"
        defaultValue={filters.action ?? ''}
        emptyLabel="All"
        options={actions.map((action) => ({ value: action, label: action }))}
      />
      <Field label="Target" size="sm">
        <Input variant="filter" name="target" defaultValue={filters.target ?? ''} maxLength={200} />
      </Field>
      <Field label="From" size="sm">
        <Input variant="filter" type="date" name="from" defaultValue={filters.from ?? ''} />
      </Field>
      <Field label="To" size="sm">
        <Input variant="filter" type="date" name="to" defaultValue={filters.to ?? ''} />
      </Field>
      <Button type="submit">Filter</Button>
      <Link href="/admin/audit" prefetch={false} className="inline-flex min-h-11 items-center text-sm">
        Clear filters
      </Link>
    </form>
  );
}

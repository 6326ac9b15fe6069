import { Field } from '@/platform/ui/field';
import { Select, type SelectOption } from '@/platform/ui/select';

/** A select of a plain GET form (filters, choosers): works without script. */
export function FilterSelect({
  label,
  name,
  defaultValue,
  options,
  emptyLabel,
}: {
  label: string;
  name: string;
  defaultValue: string;
  options: readonly SelectOption[];
  /** A first option with the empty value (e.g. `All`). */
  emptyLabel?: string;
}) {
  return (
    <Field label={label} size="sm">
      <Select variant="filter" name={name} defaultValue={defaultValue} placeholder={emptyLabel} options={options} />
    </Field>
  );
}

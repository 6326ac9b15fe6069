const selectClass = 'mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-2';

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
  options: readonly { value: string; label: string }[];
  /** A first option with the empty value (e.g. `All`). */
  emptyLabel?: string;
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <select name={name} defaultValue={defaultValue} className={selectClass}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The colour key; each colour is named in words beside it. */
export function ConditionLegend({ title, items }: { title: string; items: { fill: string; label: string }[] }) {
  return (
    <figure className="text-sm">
      <figcaption className="mb-1 font-semibold">{title}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {items.map(({ fill, label }) => (
          <li key={label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-4 rounded-sm border border-neutral-500" style={{ backgroundColor: fill }} />
            {label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

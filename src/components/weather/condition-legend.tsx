import { CONDITION_COLOURS, type ConditionCode } from '@/domain/weather/conditions';

/** The colour key; each colour is named in words beside it. */
export function ConditionLegend({ title, items }: { title: string; items: { code: ConditionCode; label: string }[] }) {
  return (
    <figure className="text-sm">
      <figcaption className="mb-1 font-semibold">{title}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {items.map(({ code, label }) => (
          <li key={code} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-4 rounded-sm border border-neutral-500" style={{ backgroundColor: CONDITION_COLOURS[code].fill }} />
            {label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

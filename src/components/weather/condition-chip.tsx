import { CONDITION_COLOURS, type ConditionCode } from '@/domain/weather/conditions';

/** A category as a colour swatch followed by its name, so colour is never the only cue. */
export function ConditionChip({ code, fill, label }: { code?: ConditionCode; fill?: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-neutral-500" style={{ backgroundColor: fill ?? CONDITION_COLOURS[code ?? 'nda'].fill }} />
      {label}
    </span>
  );
}

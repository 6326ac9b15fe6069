import type { ConditionCode, WindSignal } from '@/modules/weather/rules/conditions';

/**
 * A category or signal as a colour swatch followed by its name, so colour is never the only cue.
 * The colours are CSS classes (globals.css) that match CONDITION_COLOURS and SIGNAL_COLOURS.
 */
export function ConditionChip({ code, signal, label }: { code?: ConditionCode; signal?: WindSignal | 'none'; label: string }) {
  return (
    <span className="chip">
      {/* An empty element: nothing for screen readers, the label beside it says it all. */}
      <i className={`sw ${signal ? `s-${signal}` : `c-${code ?? 'nda'}`}`} />
      {label}
    </span>
  );
}

import type { ConditionCode } from '@/modules/weather/rules/conditions';

/** A category's colour swatch and its words, wrapping on a phone (unlike the table chip, which never wraps). */
export function ConditionWords({ code, children }: { code: ConditionCode; children: string }) {
  return (
    <span className="inline-flex items-start gap-1.5">
      {/* An empty element: nothing for screen readers, the words beside it say it all. */}
      <i className={`sw c-${code} mt-1 shrink-0`} />
      <span>{children}</span>
    </span>
  );
}

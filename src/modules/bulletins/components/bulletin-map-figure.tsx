import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { drawBulletinMap } from '@/modules/bulletins/rules/bulletin-map-svg';
import type { ConditionCode, WindSignal } from '@/modules/weather/rules/conditions';
import { ConditionChip } from '@/modules/weather/components/condition-chip';

/**
 * The bulletin's province as on its PDF: the very SVG the PDF prints (`drawBulletinMap`), named for
 * screen readers by its caption, with the legend in words below (colour is never the only cue) and the
 * boundaries' credit.
 */
export function BulletinMapFigure({ doc, map, caption }: { doc: Pick<BulletinDocument, 'type' | 'municipality'>; map: BulletinMap; caption: string }) {
  const credit = map.credits.join(' · ');
  return (
    <figure className="w-full max-w-64 shrink-0">
      {/* Markup made on the server from the composed map, every name in it escaped. */}
      <div
        role="img"
        aria-label={caption}
        className="[&>svg]:h-auto [&>svg]:w-full"
        dangerouslySetInnerHTML={{ __html: drawBulletinMap(map, doc.municipality.name) }}
      />
      <figcaption className="mt-1 text-sm">
        {caption}
        {map.legend.length > 0 ? (
          <ul className="mt-1 grid gap-1">
            {map.legend.map((entry) => (
              <li key={entry.code}>
                <OutlookChip type={doc.type} code={entry.code} label={entry.label} />
              </li>
            ))}
          </ul>
        ) : null}
        {credit ? <span className="mt-1 block text-xs text-neutral-700">{credit}</span> : null}
      </figcaption>
    </figure>
  );
}

/** A category (10-day, seasonal) or a signal (special) as its swatch and name. */
export function OutlookChip({ type, code, label }: { type: BulletinDocument['type']; code: string; label: string }) {
  return type === 'special_weather' ? (
    <ConditionChip signal={code as WindSignal | 'none'} label={label} />
  ) : (
    <ConditionChip code={code as ConditionCode} label={label} />
  );
}

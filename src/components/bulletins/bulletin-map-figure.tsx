import { outlookFill } from '@/domain/bulletins/bulletin-display';
import type { BulletinDocument } from '@/domain/bulletins/bulletin-document';
import type { BulletinMap } from '@/server/bulletins/get-bulletin-map';
import type { ConditionCode, WindSignal } from '@/domain/weather/conditions';
import { ConditionChip } from '@/components/weather/condition-chip';

/**
 * The bulletin's province as on its PDF: places coloured by the outlook it used, its own place with a
 * thick dark outline and its name, the legend in words below (colour is never the only cue).
 */
export function BulletinMapFigure({ doc, map, caption, credit }: { doc: BulletinDocument; map: BulletinMap; caption: string; credit?: string }) {
  const fill = (code: string | null, selected: boolean) =>
    doc.outlookMap ? outlookFill(doc.type, code ?? (doc.type === 'special_weather' ? 'none' : 'nda')) : selected ? '#2e7d32' : '#f1f5ee';
  const own = map.shapes.find((shape) => shape.selected);
  return (
    <figure className="w-full max-w-64 shrink-0">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className="h-auto w-full" role="img" aria-label={caption}>
        {map.shapes.map((shape) =>
          shape.path ? (
            <path key={shape.psgc} d={shape.path} fillRule="evenodd" fill={fill(shape.code, shape.selected)} stroke={shape.selected ? '#111' : '#fff'} strokeWidth={shape.selected ? 3.5 : 0.8} />
          ) : (
            <circle key={shape.psgc} cx={shape.x} cy={shape.y} r={shape.selected ? 7 : 5} fill={fill(shape.code, shape.selected)} stroke={shape.selected ? '#111' : '#555'} strokeWidth={shape.selected ? 3 : 0.8} />
          ),
        )}
        {own ? (
          <text
            x={Math.min(Math.max(own.x, 40), map.width - 40)}
            y={own.y > 24 ? own.y - 10 : own.y + 22}
            textAnchor="middle"
            fontSize={15}
            fontWeight={700}
            fill="#111"
            stroke="#fff"
            strokeWidth={4}
            paintOrder="stroke"
          >
            {doc.municipality.name}
          </text>
        ) : null}
      </svg>
      <figcaption className="mt-1 text-sm">
        {caption}
        {doc.outlookMap ? (
          <ul className="mt-1 grid gap-1">
            {doc.outlookMap.legend.map((entry) => (
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
  return type === 'special_weather' ? <ConditionChip signal={code as WindSignal | 'none'} label={label} /> : <ConditionChip code={code as ConditionCode} label={label} />;
}

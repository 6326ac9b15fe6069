import type { BulletinDocument } from '@/domain/bulletins/bulletin-document';
import { MAP_OUTLINE, type BulletinMap } from '@/domain/bulletins/bulletin-map';
import type { ConditionCode, WindSignal } from '@/domain/weather/conditions';
import { ConditionChip } from '@/components/weather/condition-chip';

/**
 * The bulletin's province as on its PDF, drawn from the same gathered map: places coloured by the
 * outlook it used, its own place with a thick dark outline and its name, the legend in words below
 * (colour is never the only cue) and the boundaries' credit.
 */
export function BulletinMapFigure({ doc, map, caption }: { doc: Pick<BulletinDocument, 'type' | 'municipality'>; map: BulletinMap; caption: string }) {
  const own = map.shapes.find((shape) => shape.selected);
  const credit = map.credits.join(' · ');
  return (
    <figure className="w-full max-w-64 shrink-0">
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className="h-auto w-full" role="img" aria-label={caption}>
        {map.shapes.map((shape) =>
          shape.path ? (
            <path
              key={shape.psgc}
              d={shape.path}
              fillRule="evenodd"
              fill={shape.fill}
              stroke={shape.selected ? MAP_OUTLINE : '#fff'}
              strokeWidth={shape.selected ? 3.5 : 0.8}
            />
          ) : (
            <circle
              key={shape.psgc}
              cx={shape.x}
              cy={shape.y}
              r={shape.selected ? 7 : 5}
              fill={shape.fill}
              stroke={shape.selected ? MAP_OUTLINE : '#555'}
              strokeWidth={shape.selected ? 3 : 0.8}
            />
          ),
        )}
        {own ? (
          <text
            x={Math.min(Math.max(own.x, 40), map.width - 40)}
            y={own.y > 24 ? own.y - 10 : own.y + 22}
            textAnchor="middle"
            fontSize={15}
            fontWeight={700}
            fill={MAP_OUTLINE}
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

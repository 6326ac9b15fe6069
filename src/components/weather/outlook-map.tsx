import type { ProjectedShape } from '@/server/maps/project-map-shapes';

export interface MapEntry extends ProjectedShape {
  name: string;
  href: string;
  fill: string;
  /** Written category or signal, for the title read on hover and by screen readers. */
  conditionLabel: string;
}

/**
 * The outlook map, drawn on the server: every place a link to its view, coloured by category, with
 * a title naming the place and the category. No script and no map library reach the browser.
 */
export function OutlookMap({ entries, selected, width, height, title }: { entries: MapEntry[]; selected?: string; width: number; height: number; title: string }) {
  const chosen = entries.find((entry) => entry.psgc === selected);
  const ordered = chosen ? [...entries.filter((entry) => entry !== chosen), chosen] : entries;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="group" aria-label={title} className="h-auto w-full max-w-xl rounded-lg border border-neutral-300 bg-sky-50">
      {ordered.map((entry) => {
        const isChosen = entry.psgc === selected;
        const stroke = isChosen ? '#000' : '#ffffff';
        const label = `${entry.name}: ${entry.conditionLabel}`;
        return (
          <a key={entry.psgc} href={entry.href} aria-label={label} aria-current={isChosen ? 'page' : undefined}>
            <title>{label}</title>
            {entry.path ? (
              <path d={entry.path} fillRule="evenodd" fill={entry.fill} stroke={stroke} strokeWidth={isChosen ? 5 : 1.2} />
            ) : (
              <circle cx={entry.x} cy={entry.y} r={isChosen ? 18 : 14} fill={entry.fill} stroke={isChosen ? '#000' : '#333'} strokeWidth={isChosen ? 5 : 2} />
            )}
          </a>
        );
      })}
    </svg>
  );
}

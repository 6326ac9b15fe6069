import type { WeatherTab } from '@/modules/weather/rules/weather-view';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { MAP_SIZE } from '@/modules/weather/rules/maps/map-size';
import type { WeatherReads } from '@/modules/weather/server/maps/get-weather-reads';
import { ConditionLegend } from './condition-legend';

/**
 * The outlook map, embedded as its own SVG document: the page stays small, and the map, whose address
 * names everything it shows, is cached by the browser across pages. Its links open in the page.
 */
export async function PlaceMap({
  locale,
  tab,
  issuance,
  province,
  period,
  selected,
  title,
  legendTitle,
  legend,
  reads,
}: {
  locale: Locale;
  tab: WeatherTab;
  /** The outlook drawn; an ended one (or an out-of-date advisory) says so on the map itself. */
  issuance: { id: string; expired: boolean };
  /** The province drawn, or the region without one. */
  province?: { psgc: string } | null;
  period?: string;
  selected?: string;
  title: string;
  legendTitle: string;
  legend: { fill: string; label: string }[];
  /** The page's reads, which give the boundaries of the place drawn. */
  reads: WeatherReads;
}) {
  const scope = province?.psgc ?? 'region';
  const [{ version, credits }, t] = await Promise.all([reads.mapBoundaries(scope), getTranslations({ locale, namespace: 'Weather' })]);
  const query = new URLSearchParams({ title, b: String(version) });
  if (period) query.set('period', period);
  if (selected) query.set('selected', selected);
  if (issuance.expired) query.set('state', 'ended');
  const src = `/maps/${locale}/${tab}/${issuance.id}/${scope}?${query.toString()}`;
  return (
    <div>
      {/* Full width on a phone: at 375 px, 341 px inside the border, the narrowest the map is shown and the
          width its places' tap targets are sized for (MIN_MAP_DISPLAY_WIDTH, map-targets.ts); never narrower. */}
      <object
        data={src}
        type="image/svg+xml"
        aria-label={title}
        width={MAP_SIZE.width / 2}
        height={MAP_SIZE.height / 2}
        className="h-auto w-full max-w-xl rounded-lg border border-neutral-300 bg-sky-50"
        style={{ aspectRatio: `${MAP_SIZE.width} / ${MAP_SIZE.height}` }}
      >
        <p className="p-3 text-sm">{title}</p>
      </object>
      {credits.length > 0 ? (
        <p className="mt-1 text-xs text-neutral-700" data-testid="map-credit">
          {credits.map((credit) => t(`boundaries_${credit}`)).join(' · ')}
        </p>
      ) : null}
      <div className="mt-3">
        <ConditionLegend title={legendTitle} items={legend} />
      </div>
    </div>
  );
}

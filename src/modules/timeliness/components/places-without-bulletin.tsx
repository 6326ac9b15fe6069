import type { OutlookTimeliness } from '@/modules/timeliness/rules/outlook-timeliness';

/** The covered places with no published bulletin, grouped by province: names, as there may be a hundred. */
export function PlacesWithoutBulletin({ outlook, where }: { outlook: OutlookTimeliness; where: string }) {
  if (outlook.withoutBulletin.length === 0) {
    return (
      <p className="mt-3 text-sm">
        {outlook.published.length > 0 ? `Every place it covers${where} has a bulletin.` : `It gives no values for a place${where}.`}
      </p>
    );
  }
  const byProvince = new Map<string, string[]>();
  for (const place of outlook.withoutBulletin) byProvince.set(place.provinceName, [...(byProvince.get(place.provinceName) ?? []), place.name]);
  return (
    <div className="mt-3 text-sm">
      <h3 className="font-semibold">
        No bulletin published yet{where} ({outlook.withoutBulletin.length} {outlook.withoutBulletin.length === 1 ? 'place' : 'places'})
      </h3>
      <ul className="mt-1 space-y-1">
        {[...byProvince].map(([province, places]) => (
          <li key={province}>
            <span className="font-medium">{province}:</span> {places.join(', ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

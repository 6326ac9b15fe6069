import type { BulletinLanguage } from '@/modules/bulletins/rules/bulletin-document';
import { OUTLOOK_KIND_LABELS, outlookIssueLabel, type OutlookIssue } from './outlook-issues';
import { publicationDelay } from './publication-delay';

export interface PlaceRef {
  psgc: string;
  name: string;
  provincePsgc: string;
}

export interface ProvinceRef {
  psgc: string;
  name: string;
}

/** Where one load of an outlook has values: a province as a whole (no municipality) or one place. */
export interface CoverageValue {
  issuanceId: string;
  provincePsgc: string;
  municipalityPsgc: string | null;
}

/** A bulletin that reached the public: published, or published and later withdrawn. */
export interface PublishedBulletin {
  id: string;
  reference: string;
  issuanceId: string;
  provincePsgc: string;
  municipalityPsgc: string;
  cropKey: string;
  language: BulletinLanguage;
  withdrawn: boolean;
  publishedAt: Date | string;
  /** When its first text reached a gateway (sent); null or absent when none has been sent. */
  firstTextedAt?: Date | string | null;
}

export interface BulletinTimeliness {
  id: string;
  reference: string;
  cropKey: string;
  language: BulletinLanguage;
  withdrawn: boolean;
  /** ISO instant; shown in Philippine time. */
  publishedAt: string;
  delayDays: number;
  /** Cyclone bulletins: whole hours after the advisory was issued (their rule is in hours); null otherwise. */
  delayHours: number | null;
  late: boolean;
}

export interface PlaceTimeliness extends PlaceRef {
  provinceName: string;
  /** Earliest first. */
  bulletins: BulletinTimeliness[];
}

export interface OutlookTimeliness {
  issue: OutlookIssue;
  kind: string;
  label: string;
  /** Places with at least one published bulletin for the outlook. */
  published: PlaceTimeliness[];
  /** Places the outlook covers that have none. */
  withoutBulletin: (PlaceRef & { provinceName: string })[];
  counts: { bulletins: number; onTime: number; late: number };
  /** When the portal's drafts of the outlook were ready for review (the first run of its loads to finish); null when none was composed. */
  draftsReadyAt: string | null;
  /** The first of its bulletins to reach the public (of the province, when one is chosen); null before one did. */
  firstPublishedAt: string | null;
  /** The first text of those bulletins handed to the SMS gateway; null before one was sent. */
  firstTextedAt: string | null;
}

/**
 * The places an outlook lets staff make a bulletin for: a value of a province as a whole (seasonal
 * outlooks, wind signals) covers each of its places, as the bulletin of a place without its own value
 * uses its province's; a value of a place covers that place.
 */
export function coveredPlaces(values: readonly Omit<CoverageValue, 'issuanceId'>[], places: readonly PlaceRef[]): Set<string> {
  const wholeProvinces = new Set(values.filter((value) => value.municipalityPsgc === null).map((value) => value.provincePsgc));
  const own = values.flatMap((value) => (value.municipalityPsgc ? [value.municipalityPsgc] : []));
  return new Set([...own, ...places.filter((place) => wholeProvinces.has(place.provincePsgc)).map((place) => place.psgc)]);
}

function earliest(times: readonly (Date | string)[]): string | null {
  const sorted = times.map((time) => new Date(time).toISOString()).sort();
  return sorted[0] ?? null;
}

function byPlace(a: { provinceName: string; name: string }, b: { provinceName: string; name: string }): number {
  return a.provinceName.localeCompare(b.provinceName) || a.name.localeCompare(b.name);
}

/**
 * Per place, which bulletins of the outlook were published and how long after it began, and which
 * covered places have none. `provincePsgc` keeps one province's places only. Coverage and bulletins
 * may hold other outlooks' rows: only those of the outlook's own loads count.
 */
export function outlookTimeliness(
  issue: OutlookIssue,
  data: {
    coverage: readonly CoverageValue[];
    bulletins: readonly PublishedBulletin[];
    places: readonly PlaceRef[];
    provinces: readonly ProvinceRef[];
    /** When each load's automatic drafts were ready, for the loads that had some. */
    draftsReady?: readonly { issuanceId: string; finishedAt: Date | string }[];
  },
  provincePsgc?: string,
): OutlookTimeliness {
  const loads = new Set(issue.issuanceIds);
  const inProvince = (psgc: string) => !provincePsgc || psgc === provincePsgc;
  const provinceName = new Map(data.provinces.map((province) => [province.psgc, province.name]));
  const placeOf = new Map(data.places.map((place) => [place.psgc, place]));
  const describe = (psgc: string, fallbackProvince: string) => {
    const place = placeOf.get(psgc) ?? { psgc, name: psgc, provincePsgc: fallbackProvince };
    return { ...place, provinceName: provinceName.get(place.provincePsgc) ?? place.provincePsgc };
  };

  const published = new Map<string, PlaceTimeliness>();
  for (const bulletin of data.bulletins) {
    if (!loads.has(bulletin.issuanceId) || !inProvince(bulletin.provincePsgc)) continue;
    const place = published.get(bulletin.municipalityPsgc) ?? { ...describe(bulletin.municipalityPsgc, bulletin.provincePsgc), bulletins: [] };
    const delay = publicationDelay(issue, bulletin.publishedAt);
    const { id, reference, cropKey, language, withdrawn } = bulletin;
    place.bulletins.push({
      id,
      reference,
      cropKey,
      language,
      withdrawn,
      publishedAt: new Date(bulletin.publishedAt).toISOString(),
      ...delay,
    });
    published.set(bulletin.municipalityPsgc, place);
  }
  for (const place of published.values()) place.bulletins.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));

  const covered = coveredPlaces(
    data.coverage.filter((value) => loads.has(value.issuanceId)),
    data.places,
  );
  const withoutBulletin = [...covered]
    .filter((psgc) => !published.has(psgc))
    .map((psgc) => describe(psgc, ''))
    .filter((place) => inProvince(place.provincePsgc))
    .sort(byPlace);
  const bulletins = [...published.values()].flatMap((place) => place.bulletins);
  const late = bulletins.filter((bulletin) => bulletin.late).length;
  return {
    issue,
    kind: OUTLOOK_KIND_LABELS[issue.type],
    label: outlookIssueLabel(issue),
    published: [...published.values()].sort(byPlace),
    withoutBulletin,
    counts: { bulletins: bulletins.length, onTime: bulletins.length - late, late },
    draftsReadyAt: earliest((data.draftsReady ?? []).filter((run) => loads.has(run.issuanceId)).map((run) => run.finishedAt)),
    firstPublishedAt: earliest(bulletins.map((bulletin) => bulletin.publishedAt)),
    firstTextedAt: earliest(
      data.bulletins.flatMap((bulletin) =>
        loads.has(bulletin.issuanceId) && inProvince(bulletin.provincePsgc) && bulletin.firstTextedAt ? [bulletin.firstTextedAt] : [],
      ),
    ),
  };
}

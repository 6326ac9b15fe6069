export const ATOM_TYPE = 'application/atom+xml';
export const CAP_TYPE = 'application/cap+xml';

/** The region's bulletins; a province's and a municipality's have the archive's slugs in their address. */
export const REGION_BULLETIN_FEED = '/feeds/bulletins.atom';
export const CYCLONE_ALERT_FEED = '/feeds/cyclone-advisories.atom';

export function bulletinFeedPath(place: { province?: string; municipality?: string }): string {
  if (!place.province) return REGION_BULLETIN_FEED;
  return place.municipality ? `/feeds/bulletins/${place.province}/${place.municipality}.atom` : `/feeds/bulletins/${place.province}.atom`;
}

/** One advisory's CAP alert, by the id of its stored issuance. */
export const capAlertPath = (issuanceId: string) => `/feeds/cap/${issuanceId}.xml`;

/** CAP identifiers are unique per sender: the issuance id is already unique, the prefix says what it is. */
export const capIdentifier = (issuanceId: string) => `acap-4a-tcws-${issuanceId}`;

/** The host of the portal's public address: a name the office controls, free of the spaces, commas, `<` and `&` CAP forbids. */
export const capSender = (baseUrl: string) => new URL(baseUrl).host;

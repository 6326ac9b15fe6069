import 'server-only';
import type { CalendarPlace } from '@/modules/calendar/rules/calendar-layout';
import type { PlaceMatcher } from '@/modules/places/rules/match-place';
import type { StoredPlace } from '@/modules/places/server/get-place-matcher';

/** A calendar row's province and municipality names → the place, or what is wrong with them. */
export function resolveCalendarPlace(matcher: PlaceMatcher<StoredPlace>, provinceText: string, municipalityText: string): CalendarPlace | string {
  if (!municipalityText) return 'the municipality is blank';
  const match = matcher.match(municipalityText, provinceText ? { province: provinceText } : {});
  switch (match.status) {
    case 'matched':
      return { provincePsgc: match.place.province, municipalityPsgc: match.place.psgc };
    case 'unknown_province':
      return `unknown province "${match.province}"`;
    case 'ambiguous':
      return `"${municipalityText}" is the name of places in several provinces; fill in the province`;
    case 'unknown':
      return `unknown place "${municipalityText}"${provinceText ? ` in ${provinceText}` : ''}`;
  }
}

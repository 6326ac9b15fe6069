import 'server-only';
import { getEnv } from '@/platform/env/get-env';

export type PartnerKey = 'da' | 'rfo' | 'foundation' | 'alliance' | 'demo' | 'social';

export interface SiteLinks {
  social: string;
  partners: { key: PartnerKey; href: string }[];
}

/** Outside addresses shown in the navigation and the footer. */
export function getSiteLinks(): SiteLinks {
  const social = getEnv().ACAP_SOCIAL_URL;
  return {
    social,
    partners: [
      { key: 'da', href: 'https://www.da.gov.ph/' },
      { key: 'rfo', href: 'https://calabarzon.da.gov.ph/' },
      { key: 'foundation', href: 'https://uplbfi.org/' },
      { key: 'alliance', href: 'https://alliancebioversityciat.org/' },
      { key: 'demo', href: 'https://acap.da.gov.ph/' },
      { key: 'social', href: social },
    ],
  };
}

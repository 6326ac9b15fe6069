/** The name issuances loaded from PAGASA's TenDay API give as their `service`. */
export const TENDAY_API_SERVICE = 'PAGASA TenDay API';

/**
 * How the values of an issuance came in, as stored with it; `mode` is the `DataSource` that decides
 * `updated_by` (`updatedByOf`):
 * - `excel`: PAGASA's own workbooks (the 10-day day workbooks, the seasonal regional workbook) uploaded by staff;
 * - `encode`: values staff prepared: typed into the portal's forms or posted as JSON, or (`via`) a file
 *   they filled in, the 10-day long layout or the portal's seasonal template;
 * - `api`: a connector; `service` names it, `pagasaLoadedAt` is when PAGASA says it finished loading the issue.
 */
export type IssuanceSource =
  | { mode: 'excel'; files: string[] }
  | { mode: 'encode'; via?: 'long-layout' | 'seasonal-template'; files?: string[] }
  | { mode: 'api'; service?: string; pagasaLoadedAt?: string | null };

/**
 * What readers are told the values came from (issue 41: never "PAGASA's files" for a file the office
 * filled in). Issuances stored before `via` was recorded read as what their mode says: a long-layout
 * file then as hand entry, a seasonal template as a workbook.
 */
export const ISSUANCE_ORIGINS = ['hand_entered', 'long_layout', 'seasonal_template', 'pagasa_workbook', 'tenday_api', 'connector'] as const;
export type IssuanceOrigin = (typeof ISSUANCE_ORIGINS)[number];

export function issuanceOrigin(source: IssuanceSource): IssuanceOrigin {
  switch (source.mode) {
    case 'excel':
      return 'pagasa_workbook';
    case 'encode':
      return source.via === 'long-layout' ? 'long_layout' : source.via === 'seasonal-template' ? 'seasonal_template' : 'hand_entered';
    case 'api':
      return source.service === TENDAY_API_SERVICE ? 'tenday_api' : 'connector';
  }
}

/** The files an issuance was read from, for the staff archive (none for hand entry and connectors). */
export const sourceFiles = (source: IssuanceSource): string[] => (source.mode === 'api' ? [] : (source.files ?? []));

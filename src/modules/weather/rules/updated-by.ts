/**
 * Where stored weather values came from:
 * - `excel`: PAGASA's own workbooks uploaded by staff (the 10-day day workbooks, the seasonal regional workbook);
 * - `api`: a connector or command that reads PAGASA's data with no one typing the values;
 * - `encode`: values staff typed in (the encode grids, JSON posts of values, the common-data and
 *   cyclone forms) or filled into the portal's templates (the 10-day long layout, the seasonal template).
 * `issuanceOrigin` (issuance-origin.ts) tells readers which.
 */
export const DATA_SOURCES = ['excel', 'api', 'encode'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/** The only two values `updated_by` takes, stored and answered (spec §3: "system" or otherwise "admin"). */
export const UPDATED_BY_VALUES = ['system', 'admin'] as const;
export type UpdatedBy = (typeof UPDATED_BY_VALUES)[number];

/**
 * The one rule for `updated_by`, wherever it is stored or answered: `system` when the values are PAGASA's
 * as read by the portal, `admin` when a person typed them. Who uploaded or typed is a separate fact (the
 * author's email, for staff screens and the audit trail), so an upload by a staff member is still `system`.
 */
export function updatedByOf(source: DataSource): UpdatedBy {
  switch (source) {
    case 'excel':
    case 'api':
      return 'system';
    case 'encode':
      return 'admin';
  }
}

export function isDataSource(value: unknown): value is DataSource {
  return (DATA_SOURCES as readonly unknown[]).includes(value);
}

/**
 * `boundary.source` of the shapes seeded from the file the portal ships (decision 022): the file name
 * the importer records, marked so that no upload passes for it.
 */
export const SHIPPED_BOUNDARY_SOURCE = 'shipped: calabarzon-boundaries.topo.json';

export type BoundaryCredit = 'shipped' | 'uploaded';

/**
 * The credits a map owes for the shapes it draws, from their sources: the shipped set's licence and
 * attribution, and a line for the regional office's own uploads (which carry none). A map of points
 * owes none. An upload replaces shapes place by place, so a map may owe both.
 */
export function boundaryCredits(sources: readonly string[]): BoundaryCredit[] {
  const credits: BoundaryCredit[] = [];
  if (sources.includes(SHIPPED_BOUNDARY_SOURCE)) credits.push('shipped');
  if (sources.some((source) => source !== SHIPPED_BOUNDARY_SOURCE)) credits.push('uploaded');
  return credits;
}

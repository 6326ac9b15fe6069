/**
 * Where a saved bulletin is on its way to the public (decision 037). A saved bulletin is a draft;
 * its author sends it (alone or as a batch) to review; a reviewer approves it, which publishes it,
 * or sends it back to draft with a comment. A published bulletin can be withdrawn: its address then
 * says so, and it leaves the archive, the feeds and the open API.
 */
export const BULLETIN_STATES = ['draft', 'in_review', 'published', 'withdrawn'] as const;
export type BulletinState = (typeof BULLETIN_STATES)[number];

/** The states whose address the public may open (a withdrawn bulletin's page says it was withdrawn). */
export const PUBLIC_ADDRESS_STATES: readonly BulletinState[] = ['published', 'withdrawn'];

export function isPublicAddress(state: BulletinState): boolean {
  return PUBLIC_ADDRESS_STATES.includes(state);
}

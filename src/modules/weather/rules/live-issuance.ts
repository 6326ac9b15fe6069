/**
 * One stored issuance of a type, as the rule of what is live reads it (decision 082). Readers query it
 * with LIVE_ISSUANCE_ORDER (`weather/server/live-issuance-order.ts`), which is this rule in SQL.
 */
export interface LiveCandidate {
  /**
   * What it speaks from, in milliseconds: a cyclone advisory's PAGASA issue time, a 10-day issue's
   * forecast day, a seasonal issue's first month (midnight in Manila). Null for a "no active cyclone"
   * saved without a time: it counts from when it was saved.
   */
  issuedAt: number | null;
  /** When the office saved it: of two entries of the same time, the later save is live. */
  savedAt: number;
}

const liveTime = (entry: LiveCandidate) => entry.issuedAt ?? entry.savedAt;

/** Above zero when `a` is newer than `b` by the rule: by time, then by when it was saved. */
export function compareLive(a: LiveCandidate, b: LiveCandidate): number {
  return liveTime(a) - liveTime(b) || a.savedAt - b.savedAt;
}

/**
 * The live entry: the greatest by (time, saved time), whatever order the entries were saved or are
 * given in. An older bulletin typed in late, or a "no active cyclone" dated before the advisory it
 * follows, is history. Null when there is none.
 */
export function liveIssuance<T extends LiveCandidate>(entries: readonly T[]): T | null {
  return entries.reduce<T | null>((live, entry) => (live === null || compareLive(entry, live) > 0 ? entry : live), null);
}

/**
 * The cyclone advisory in force: the live entry when it names an active cyclone; null when the live
 * entry is "no active cyclone" (which ends only the advisories issued before it) or there is none.
 */
export function activeAdvisory<T extends LiveCandidate & { activeCyclone: boolean }>(entries: readonly T[]): T | null {
  const live = liveIssuance(entries);
  return live?.activeCyclone ? live : null;
}

/**
 * The entries that were live at the moment they were saved, in the order they were saved: each a
 * change of what readers were told, which is what the CAP feed sends. The others were stored as history.
 */
export function liveWhenSaved<T extends LiveCandidate>(entries: readonly T[]): T[] {
  const bySave = [...entries].sort((a, b) => a.savedAt - b.savedAt);
  const changes: T[] = [];
  for (const entry of bySave) if (changes.length === 0 || compareLive(entry, changes.at(-1)!) > 0) changes.push(entry);
  return changes;
}

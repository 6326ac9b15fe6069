import { listMojibakeRepairs } from './list-mojibake-repairs';

/**
 * The likeliest reading of text that may be mojibake (`Bi├â┬▒an` → `Biñan`); other text comes back
 * as it is. Repeated until nothing changes, so a second repair never finds more to do. That ends:
 * every change at least halves a garbled run.
 */
export function repairMojibake(text: string): string {
  let current = text;
  for (;;) {
    const next = listMojibakeRepairs(current)[0]!;
    if (next === current) return current;
    current = next;
  }
}

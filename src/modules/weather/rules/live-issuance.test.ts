import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeAdvisory, liveIssuance, liveWhenSaved } from './live-issuance';

const at = (time: string) => Date.parse(`2026-11-20T${time}:00+08:00`);
const noCyclone = (savedAt: string, issuedAt: string | null = null) => ({
  id: `none ${savedAt}`,
  activeCyclone: false,
  issuedAt: issuedAt === null ? null : at(issuedAt),
  savedAt: at(savedAt),
});
const advisory = (id: string, issuedAt: string, savedAt: string) => ({ id, activeCyclone: true, issuedAt: at(issuedAt), savedAt: at(savedAt) });

/** Saves of advisories and "no active cyclone" entries: issue times on a small range so that ties come up, saved at distinct instants. */
const saves = fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 0, maxLength: 12 }).chain((savedAts) =>
  fc.tuple(
    ...savedAts.map((savedAt, index) =>
      fc.record({
        id: fc.constant(`entry ${index}`),
        activeCyclone: fc.boolean(),
        issuedAt: fc.option(fc.integer({ min: 0, max: 20 }).map((hour) => hour * 500)),
        savedAt: fc.constant(savedAt),
      }),
    ),
  ),
);

/** The rule as the issue states it, written out separately: the greatest by (issue time, else saved time; then saved time). */
const greatest = <T extends { issuedAt: number | null; savedAt: number }>(entries: readonly T[]) =>
  [...entries].sort((a, b) => (b.issuedAt ?? b.savedAt) - (a.issuedAt ?? a.savedAt) || b.savedAt - a.savedAt)[0] ?? null;

describe('which entry is live', () => {
  it('keeps "no active cyclone" saved at 08:18 live over a bulletin issued at 08:00 typed in after it', () => {
    const entries = [advisory('Rosing no. 2', '05:00', '05:10'), noCyclone('08:18'), advisory('Rosing no. 3', '08:00', '08:25')];
    expect(liveIssuance(entries)?.id).toBe('none 08:18');
    expect(activeAdvisory(entries)).toBeNull();
    // Bulletin no. 3 was history when it was saved: no change for readers, so no alert.
    expect(liveWhenSaved(entries).map((entry) => entry.id)).toEqual(['Rosing no. 2', 'none 08:18']);
  });

  it('ends only the advisories issued before "no active cyclone": one issued after it is live', () => {
    const entries = [noCyclone('08:18'), advisory('Rosing no. 4', '11:00', '11:20')];
    expect(activeAdvisory(entries)?.id).toBe('Rosing no. 4');
    // A "no active cyclone" given PAGASA's time counts from that time, not from its save.
    const dated = [advisory('Rosing no. 3', '08:00', '08:25'), noCyclone('08:30', '07:00')];
    expect(activeAdvisory(dated)?.id).toBe('Rosing no. 3');
  });

  it('takes the later save of two entries of the same issue time (a corrected bulletin)', () => {
    const entries = [advisory('first', '08:00', '08:10'), advisory('corrected', '08:00', '08:40'), advisory('older', '05:00', '09:00')];
    expect(liveIssuance(entries)?.id).toBe('corrected');
    expect(liveWhenSaved(entries).map((entry) => entry.id)).toEqual(['first', 'corrected']);
  });

  it('has nothing live before anything is saved', () => {
    expect(liveIssuance([])).toBeNull();
    expect(liveWhenSaved([])).toEqual([]);
  });

  it('names the greatest entry by (issue time, saved time), whatever order the saves are given in', () => {
    fc.assert(
      fc.property(
        saves.chain((entries) => fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length }))),
        ([entries, shuffled]) => {
          expect(liveIssuance(entries)).toBe(greatest(entries));
          expect(liveIssuance(shuffled)).toBe(greatest(entries));
          expect(activeAdvisory(shuffled)).toBe(greatest(entries)?.activeCyclone ? greatest(entries) : null);
        },
      ),
    );
  });

  it('says an entry was live when saved exactly when it was the live one of the saves up to it', () => {
    fc.assert(
      fc.property(saves, (entries) => {
        const changes = new Set(liveWhenSaved(entries));
        for (const entry of entries) {
          const upToIt = entries.filter((other) => other.savedAt <= entry.savedAt);
          expect(changes.has(entry), entry.id).toBe(liveIssuance(upToIt) === entry);
        }
        // The last change is what is live now.
        expect(liveWhenSaved(entries).at(-1) ?? null).toBe(liveIssuance(entries));
      }),
    );
  });
});

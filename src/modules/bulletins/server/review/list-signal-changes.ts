import 'server-only';
import { and, desc, gte, inArray, ne, or } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import type { BulletinLanguage, BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import { signalMadeUnder } from '@/modules/bulletins/rules/signal-made-under';
import { manilaToday } from '@/platform/format/manila-time';
import type { RaisedSignal } from '@/modules/weather/rules/raised-signal';
import { placeSignal, signalChanged, type PlaceSignal } from '@/modules/weather/rules/place-signal';
import type { Queryable } from '@/platform/db/database';
import { getCycloneStatus } from '@/modules/weather/server/get-cyclone-status';

export interface SignalChange {
  id: string;
  reference: string;
  type: BulletinType;
  state: BulletinState;
  language: BulletinLanguage;
  place: string;
  crop: string;
  title: string;
  /** The signal the bulletin was made under, and the one up for its place now (null: none). */
  then: RaisedSignal | null;
  now: RaisedSignal | null;
  advisoryNumber: string | null;
}

/**
 * After a new advisory: the bulletins still in use (drafts, in review, and published ones whose period has
 * not ended) whose place's signal was raised, changed or lifted since they were made, and that no newer
 * bulletin of the same kind, place, crop and language already answers. Each can be remade at once.
 */
export async function listSignalChanges(db: Queryable, now = Date.now()): Promise<SignalChange[]> {
  const today = manilaToday(now);
  const rows = await db
    .select({
      id: bulletin.id,
      reference: bulletin.reference,
      type: bulletin.type,
      state: bulletin.state,
      language: bulletin.language,
      municipalityPsgc: bulletin.municipalityPsgc,
      provincePsgc: bulletin.provincePsgc,
      cropKey: bulletin.cropKey,
      document: bulletin.document,
    })
    .from(bulletin)
    .where(and(ne(bulletin.state, 'withdrawn'), or(inArray(bulletin.state, ['draft', 'in_review']), gte(bulletin.periodTo, today))))
    .orderBy(desc(bulletin.dateCreated));
  const status = await getCycloneStatus(db);
  const advisory = status?.active ? { ...status, name: status.name || null, activeCyclone: true } : null;
  const signalNow = new Map<string, PlaceSignal | null>();
  const answered = new Set<string>();
  const changes: SignalChange[] = [];
  for (const row of rows) {
    const key = `${row.type} ${row.municipalityPsgc} ${row.cropKey} ${row.language}`;
    if (!signalNow.has(row.municipalityPsgc))
      signalNow.set(row.municipalityPsgc, placeSignal(advisory, { psgc: row.municipalityPsgc, provincePsgc: row.provincePsgc }, now));
    const current = signalNow.get(row.municipalityPsgc)!;
    const then = signalMadeUnder(row.document);
    // Newest first: once a bulletin of this kind carries the signal up now, the older ones are answered by it.
    if (!signalChanged(then ? { signal: then } : null, current)) {
      answered.add(key);
      continue;
    }
    if (answered.has(key)) continue;
    answered.add(key);
    // A cyclone bulletin whose signal was lifted is not remade: no advice is due for a signal no longer up.
    if (row.type === 'special_weather' && !current) continue;
    changes.push({
      id: row.id,
      reference: row.reference,
      type: row.type,
      state: row.state,
      language: row.language,
      place: `${row.document.municipality.name}, ${row.document.province.name}`,
      crop: row.document.crop.name,
      title: row.document.title,
      then,
      now: current?.signal ?? null,
      advisoryNumber: current?.bulletinNumber ?? null,
    });
  }
  return changes;
}

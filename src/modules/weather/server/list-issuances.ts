import 'server-only';
import { issuanceOrigin, sourceFiles, type IssuanceOrigin } from '@/modules/weather/rules/issuance-origin';
import type { Queryable } from '@/platform/db/database';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { capMessage, specialAdvisory, weatherIssuance } from '@/db/schema';
import { REGION } from '@/modules/places/rules/region';
import { describeCoverage, type IssuanceCoverage } from '@/modules/weather/rules/issuance-coverage';
import type { UpdatedBy } from '@/modules/weather/rules/updated-by';
import type { IssuanceType } from './find-issuance';
import { LIVE_ISSUANCE_ORDER } from './live-issuance-order';
import { readPlaceNames } from './read-place-names';

export interface IssuanceListItem {
  id: string;
  type: IssuanceType;
  dateForecast: string;
  dateRange: string;
  source: string;
  files: string[];
  origin: IssuanceOrigin;
  /** What the public answers say (`system` or `admin`). */
  updatedBy: UpdatedBy;
  /** Staff see who loaded it: null when a connector did. */
  authorEmail: string | null;
  dateCreated: { _seconds: number };
  /** The newest of its type: what the public pages and APIs serve (ended or not). */
  live: boolean;
  /** The CAP message this advisory went out as: a sent message stays, so the advisory cannot be deleted. */
  sentAlert: { identifier: string; msgType: string } | null;
  /** What the write gave and what was carried from the live issuance of the same period (decision 024); null when not recorded. */
  coverage: IssuanceCoverage | null;
  /** The same in one line for people: "Cavite new; Batangas, Laguna, Quezon, Rizal carried from …". */
  coverageText: string | null;
}

/** The archive of issuances, newest first, optionally of one type. */
export async function listIssuances(
  db: Queryable,
  options: { type?: IssuanceType; limit?: number; offset?: number } = {},
): Promise<{ total: number; items: IssuanceListItem[] }> {
  const where = and(eq(weatherIssuance.regionKey, REGION.key), options.type ? eq(weatherIssuance.type, options.type) : undefined);
  const [rows, [total], nameOf, newest] = await Promise.all([
    db
      .select()
      .from(weatherIssuance)
      .where(where)
      .orderBy(desc(weatherIssuance.dateCreated))
      .limit(options.limit ?? 50)
      .offset(options.offset ?? 0),
    db.select({ n: count() }).from(weatherIssuance).where(where),
    readPlaceNames(db),
    db
      .selectDistinctOn([weatherIssuance.type], { id: weatherIssuance.id })
      .from(weatherIssuance)
      .leftJoin(specialAdvisory, eq(specialAdvisory.issuanceId, weatherIssuance.id))
      .where(eq(weatherIssuance.regionKey, REGION.key))
      .orderBy(weatherIssuance.type, ...LIVE_ISSUANCE_ORDER),
  ]);
  const liveIds = new Set(newest.map((row) => row.id));
  const specials = rows.filter((row) => row.type === 'special_weather').map((row) => row.id);
  const sent =
    specials.length === 0
      ? []
      : await db
          .select({ issuanceId: capMessage.issuanceId, identifier: capMessage.identifier, msgType: capMessage.msgType })
          .from(capMessage)
          .where(inArray(capMessage.issuanceId, specials));
  const sentOf = new Map(sent.map((message) => [message.issuanceId, { identifier: message.identifier, msgType: message.msgType }]));
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      dateForecast: row.dateForecast,
      dateRange: row.dateRange,
      source: row.source.mode,
      files: sourceFiles(row.source),
      origin: issuanceOrigin(row.source),
      updatedBy: row.updatedBy,
      authorEmail: row.authorEmail,
      dateCreated: { _seconds: Math.floor(row.dateCreated.getTime() / 1000) },
      live: liveIds.has(row.id),
      sentAlert: sentOf.get(row.id) ?? null,
      coverage: row.coverage,
      coverageText: row.coverage ? describeCoverage(row.type, row.coverage, nameOf) : null,
    })),
  };
}

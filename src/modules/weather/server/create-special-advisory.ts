import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { specialAdvisory, specialSignal, weatherIssuance, type IssuanceSource } from '@/db/schema';
import { formatManilaDateTime, manilaToday } from '@/platform/format/manila-time';
import { REGION } from '@/modules/places/rules/region';
import { describeCoverage, isSamePeriod, issuanceCoverage, valuesToCarry } from '@/modules/weather/rules/issuance-coverage';
import { detectImageType, MAX_TRACK_IMAGE_BYTES, type SpecialAdvisoryInput } from '@/modules/weather/rules/special-input';
import { updatedByOf } from '@/modules/weather/rules/updated-by';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database, Transaction } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getPlaceMatcher } from '@/modules/places/server/get-place-matcher';
import { describeArchivedIssuance } from './describe-archived-issuance';
import { lockLiveIssuance } from './lock-live-issuance';
import { readPlaceNames } from './read-place-names';
import type { IssuanceAuthor } from './store-ten-day-issuance';
import { hazardsOf } from '@/modules/weather/rules/cyclone-hazards';
import { splitCycloneName } from '@/modules/weather/rules/cyclone-name';
import { motionOf } from '@/modules/weather/rules/cyclone-motion';

/**
 * Stores a special weather issuance: the advisory, its signals by place, the optional track image. The
 * staff cyclone form is hand entry (`admin`); an advisory with no person behind it can only have come
 * from a connector (`system`), unless the caller says where it came from.
 *
 * An upsert within one bulletin (decision 024): when the live advisory is the same cyclone's same
 * bulletin, every province the write gives no signal for keeps its signals (province and municipality),
 * and the texts, positions and track image the write leaves out are kept too. A new bulletin restates
 * every signal in force, so it starts afresh, and "no active cyclone" clears every signal.
 */
export async function createSpecialAdvisory(
  db: Database | Transaction,
  input: SpecialAdvisoryInput,
  trackImage: { name: string; bytes: Buffer } | null,
  author: IssuanceAuthor,
  source: Exclude<IssuanceSource, { mode: 'excel' }> = author === 'system' ? { mode: 'api' } : { mode: 'encode' },
): Promise<{ issuanceId: string; signals: number; carriedSignals: number; archived: string | null }> {
  let imageType: string | null = null;
  if (trackImage) {
    if (trackImage.bytes.length > MAX_TRACK_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `${trackImage.name}: the track image is larger than 2 MB.`);
    imageType = detectImageType(trackImage.bytes);
    if (!imageType) throw new AppError('BAD_REQUEST', `${trackImage.name}: the track image must be a PNG or JPEG picture.`);
  }
  const matcher = await getPlaceMatcher(db);
  const problems: string[] = [];
  const signals = input.signals.flatMap((entry, index): { provincePsgc: string; municipalityPsgc: string | null; signal: string }[] => {
    const province = matcher.matchProvince(entry.province);
    if (!province) {
      problems.push(`signals[${index}].province: unknown province "${entry.province}"`);
      return [];
    }
    if (!entry.municipality) return [{ provincePsgc: province.psgc, municipalityPsgc: null, signal: entry.signal }];
    const match = matcher.match(entry.municipality, { province: province.name });
    if (match.status !== 'matched') {
      problems.push(`signals[${index}].municipality: unknown municipality "${entry.municipality}" in ${province.name}`);
      return [];
    }
    return [{ provincePsgc: province.psgc, municipalityPsgc: match.place.psgc, signal: entry.signal }];
  });
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${problems.join('; ')}. Nothing was stored.`);

  const id = randomUUID();
  const issued = input.issuedAt ? new Date(input.issuedAt) : new Date();
  const issuedDay = manilaToday(issued);
  const updatedBy = updatedByOf(source.mode);
  // The name alone: "Typhoon RAMON" and "RAMON" are one cyclone, and pages put their own words before it.
  const written = splitCycloneName(input.name);
  const name = input.activeCyclone && written.name ? written.name : null;
  const bulletin = input.activeCyclone && name && input.bulletinNumber ? { name, number: input.bulletinNumber } : null;
  let carriedSignals = 0;
  let archived: string | null = null;
  await changePublicData(db, async (tx) => {
    const live = await lockLiveIssuance(tx, 'special_weather');
    const [liveAdvisory] = live ? await tx.select().from(specialAdvisory).where(eq(specialAdvisory.issuanceId, live.id)) : [];
    const liveBulletin =
      liveAdvisory?.activeCyclone && liveAdvisory.name && liveAdvisory.bulletinNumber ? { name: liveAdvisory.name, number: liveAdvisory.bulletinNumber } : null;
    const base =
      live && liveAdvisory && isSamePeriod('special_weather', { ...live, bulletin: liveBulletin }, { validFrom: issuedDay, validTo: issuedDay, bulletin })
        ? { ...live, advisory: liveAdvisory }
        : null;
    const liveSignals = base ? await tx.select().from(specialSignal).where(eq(specialSignal.issuanceId, base.id)) : [];
    const carried = valuesToCarry(liveSignals, new Set(signals.map((s) => s.provincePsgc)), (s) => s.provincePsgc);
    carriedSignals = carried.length;
    // Within the same bulletin, what the write leaves out is kept; `??` keeps only what is missing.
    const kept = base?.advisory;
    const image = trackImage ? { bytes: trackImage.bytes, type: imageType } : kept?.trackImage ? { bytes: kept.trackImage, type: kept.trackImageType } : null;
    const details = {
      centre: input.centre ?? kept?.centre ?? null,
      movement: input.movement ?? kept?.movement ?? null,
      strength: input.strength ?? kept?.strength ?? null,
      centreTl: input.centreTl ?? kept?.centreTl ?? null,
      movementTl: input.movementTl ?? kept?.movementTl ?? null,
      strengthTl: input.strengthTl ?? kept?.strengthTl ?? null,
      forecastPositions: input.forecastPositions ?? kept?.forecastPositions ?? null,
      // Each hazard the write gives replaces the kept one; the others are kept, as for the texts above.
      hazards: { ...(kept?.hazards ?? {}), ...hazardsOf(input) },
      motion: { ...(kept?.motion ?? {}), ...motionOf(input) },
    };
    const coverage = issuanceCoverage(signals, carried, base);

    await tx.insert(weatherIssuance).values({
      id,
      type: 'special_weather',
      regionKey: REGION.key,
      forecastDate: issuedDay,
      validFrom: issuedDay,
      validTo: issuedDay,
      dateForecast: formatManilaDateTime(issued, 'en'),
      dateRange: input.activeCyclone ? `${name} — bulletin no. ${input.bulletinNumber}` : 'No active tropical cyclone',
      source,
      updatedBy,
      authorEmail: author === 'system' ? null : author.email,
      createdByUserId: author === 'system' ? null : author.id,
      coverage,
      // After the lock, not the transaction's start: the new issuance is always newer than the one it carries from.
      dateCreated: sql`clock_timestamp()`,
    });
    await tx.insert(specialAdvisory).values({
      issuanceId: id,
      activeCyclone: input.activeCyclone,
      name,
      category: input.activeCyclone ? (input.category ?? written.category ?? kept?.category ?? null) : null,
      bulletinNumber: input.bulletinNumber ?? null,
      issuedAt: input.issuedAt ? issued : null,
      ...details,
      trackImage: image?.bytes ?? null,
      trackImageType: image?.type ?? null,
    });
    const rows = [
      ...signals.map((s) => ({ issuanceId: id, ...s })),
      ...carried.map(({ id: _id, issuanceId: _from, ...s }) => ({ ...s, issuanceId: id, carried: true })),
    ];
    if (rows.length > 0) await tx.insert(specialSignal).values(rows);
    // Judged under the lock, by the order every reader uses: a bulletin typed in after a newer entry is history.
    archived = await describeArchivedIssuance(tx, 'special_weather', id);
    await writeAudit(tx, {
      actor: author === 'system' ? 'system' : { id: author.id },
      action: 'weather.special.create',
      target: id,
      summary: {
        activeCyclone: input.activeCyclone,
        name: input.name ?? null,
        signals: rows.length,
        newSignals: signals.length,
        carriedSignals: carried.length,
        carriedFrom: coverage.carriedFrom?.id ?? null,
        coverage: describeCoverage('special_weather', coverage, await readPlaceNames(tx)),
        trackImage: Boolean(image),
        source: source.mode,
        updatedBy,
        live: archived === null,
      },
    });
  });
  return { issuanceId: id, signals: signals.length + carriedSignals, carriedSignals, archived };
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import { specialAdvisory, specialSignal, weatherIssuance, type IssuanceSource } from '@/db/schema';
import { formatManilaDateTime, manilaToday } from '@/domain/format/manila-time';
import { REGION } from '@/domain/region/region';
import { detectImageType, MAX_TRACK_IMAGE_BYTES, type SpecialAdvisoryInput } from '@/domain/weather/special-input';
import { updatedByOf } from '@/domain/weather/updated-by';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/database';
import { AppError } from '@/server/http/app-error';
import { getPlaceMatcher } from '@/server/places/get-place-matcher';
import type { IssuanceAuthor } from './store-tenday-issuance';

/**
 * Stores a special weather issuance: the advisory, its signals by place, the optional track image. The
 * staff cyclone form is hand entry (`admin`); an advisory with no person behind it can only have come
 * from a connector (`system`), unless the caller says where it came from.
 */
export async function createSpecialAdvisory(
  db: Database,
  input: SpecialAdvisoryInput,
  trackImage: { name: string; bytes: Buffer } | null,
  author: IssuanceAuthor,
  source: Exclude<IssuanceSource, { mode: 'excel' }> = author === 'system' ? { mode: 'api' } : { mode: 'encode' },
): Promise<{ issuanceId: string; signals: number }> {
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
  await db.transaction(async (tx) => {
    await tx.insert(weatherIssuance).values({
      id,
      type: 'special_weather',
      regionKey: REGION.key,
      forecastDate: issuedDay,
      validFrom: issuedDay,
      validTo: issuedDay,
      dateForecast: formatManilaDateTime(issued, 'en'),
      dateRange: input.activeCyclone ? `${input.name} — bulletin no. ${input.bulletinNumber}` : 'No active tropical cyclone',
      source,
      updatedBy,
      authorEmail: author === 'system' ? null : author.email,
      createdByUserId: author === 'system' ? null : author.id,
    });
    await tx.insert(specialAdvisory).values({
      issuanceId: id,
      activeCyclone: input.activeCyclone,
      name: input.name ?? null,
      bulletinNumber: input.bulletinNumber ?? null,
      issuedAt: input.issuedAt ? issued : null,
      centre: input.centre ?? null,
      movement: input.movement ?? null,
      strength: input.strength ?? null,
      centreTl: input.centreTl ?? null,
      movementTl: input.movementTl ?? null,
      strengthTl: input.strengthTl ?? null,
      forecastPositions: input.forecastPositions ?? null,
      trackImage: trackImage?.bytes ?? null,
      trackImageType: imageType,
    });
    if (signals.length > 0) await tx.insert(specialSignal).values(signals.map((s) => ({ issuanceId: id, ...s })));
    await writeAudit(tx, {
      actor: author === 'system' ? 'system' : { id: author.id, email: author.email },
      action: 'weather.special.create',
      target: id,
      summary: { activeCyclone: input.activeCyclone, name: input.name ?? null, signals: signals.length, trackImage: Boolean(trackImage), source: source.mode, updatedBy },
    });
  });
  return { issuanceId: id, signals: signals.length };
}

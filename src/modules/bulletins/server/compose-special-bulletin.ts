import 'server-only';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { SpecialBulletinRequest } from '@/modules/bulletins/rules/bulletin-request';
import { normalizePlaceName } from '@/modules/places/rules/normalize-place-name';
import { describeNextStage } from '@/modules/calendar/rules/next-stage';
import { generalNeed, specialNeeds, SPECIAL_WINDOW_DAYS } from '@/modules/recommendations/rules/advice-needs';
import { REGION_TITLE } from '@/modules/places/rules/region';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getCommonData } from '@/modules/weather/server/get-common-data';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';
import { bulletinContext } from './bulletin-context';
import { checkOutlookCurrent } from './check-outlook-current';
import { matchBulletinAdvice } from './match-bulletin-advice';
import { resolveBulletinSubject } from './resolve-bulletin-subject';
import { hazardLines } from '@/modules/weather/rules/cyclone-hazards';
import { manilaToday } from '@/platform/format/manila-time';
import { cycloneMotionTexts } from '@/modules/weather/rules/cyclone-motion';

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `Special Weather Advisory`: the active cyclone, the signal of the place (the request's `signal`, else the
 * one raised there), the general advice for that signal (what to do before the cyclone, whatever the crop's
 * stage) and the advice for the crop's stages in the next days; with no stage, the crop's next stage.
 */
export async function composeSpecialBulletin(db: Queryable, request: SpecialBulletinRequest): Promise<BulletinDocument> {
  const context = bulletinContext(request.language);
  const subject = await resolveBulletinSubject(db, request, ['ten_day', 'seasonal']);
  const outlook = await getSpecialOutlook(db, { municipality: subject.municipality.psgc });
  if (!outlook.advisory.activeCyclone) {
    throw new AppError('NOT_FOUND', 'Received an empty weather data: the latest advisory says there is no active tropical cyclone.');
  }
  const signal = request.signal ?? outlook.places.find((p) => p.id === subject.municipality.psgc)?.signal;
  if (!signal) throw new AppError('BAD_REQUEST', `signal is required: no wind signal is raised for ${subject.municipality.name}.`);
  const { issuance } = outlook;
  const basedOnExpired = checkOutlookCurrent(issuance, request.allowExpired);
  const stageNeeds = specialNeeds(subject.calendar.slots, issuance.forecastDate, signal);
  const placeName = `${subject.municipality.name}, ${subject.province.name}`;
  const matched = await matchBulletinAdvice(db, { crop: subject.crop, place: placeName, needs: [generalNeed('special', signal), ...stageNeeds], context });
  const wind = await getCommonData(db, 'wind_speed');
  const windEntry = wind?.data.find(
    (w) =>
      normalizePlaceName(w.province) === normalizePlaceName(subject.province.name) &&
      (w.municipalities.length === 0 || w.municipalities.some((m) => normalizePlaceName(m) === normalizePlaceName(subject.municipality.name))),
  );
  const to = addDays(issuance.forecastDate, SPECIAL_WINDOW_DAYS - 1);
  // Staff may write the cyclone texts in Tagalog too; a Tagalog bulletin uses them when they did.
  const inLanguage = (english: string | null, tagalog: string | null) => (context.locale === 'tl' && tagalog ? tagalog : english);

  const hazards = hazardLines(outlook.advisory.hazards, context.locale);
  const motion = cycloneMotionTexts(outlook.advisory, context.locale);
  // What a Tagalog bulletin had to print in English (staff wrote no Tagalog text): the reviewer is told.
  const advisory = outlook.advisory;
  const untranslated =
    context.locale === 'tl'
      ? [
          ...(advisory.centre && !advisory.centreTl ? ['centre'] : []),
          ...(motion.movement && motion.movement === advisory.movement ? ['movement'] : []),
          ...(motion.strength && motion.strength === advisory.strength ? ['strength'] : []),
          ...hazards.filter((hazard) => hazard.lang === 'en').map((hazard) => hazard.label),
        ]
      : [];

  return {
    version: 1,
    type: 'special_weather',
    language: request.language,
    title: context.t('title_special_weather'),
    region: REGION_TITLE,
    province: { psgc: subject.province.psgc, name: subject.province.name },
    municipality: { psgc: subject.municipality.psgc, name: subject.municipality.name },
    crop: { key: subject.crop.key, name: subject.crop.name[context.locale] },
    // The advisory's validity is the bulletin's period: when it was issued until it stops being current.
    period: {
      from: issuance.forecastDate,
      to: manilaToday(issuance.validUntil),
      label: `${context.dateTime(new Date(outlook.advisory.issuedAt ?? issuance.validFrom))} – ${context.dateTime(new Date(issuance.validUntil))}`,
    },
    weather: {
      kind: 'special_weather',
      cyclone: {
        name: outlook.advisory.name,
        bulletinNumber: outlook.advisory.bulletinNumber,
        issuedAt: outlook.advisory.issuedAt,
        centre: inLanguage(outlook.advisory.centre, outlook.advisory.centreTl),
        ...motion,
        forecastPositions: outlook.advisory.forecastPositions,
      },
      signal: { code: signal, label: context.weather(`signal_${signal}`) },
      windSpeed: windEntry?.value ?? null,
      hazards: hazards.map(({ label, text }) => ({ label, text })),
      ...(untranslated.length > 0 ? { untranslated } : {}),
    },
    stages: matched.stages,
    advice: matched.advice,
    stagesWithoutAdvice: matched.stagesWithoutAdvice,
    nextStage: stageNeeds.length === 0 ? describeNextStage(subject.crop, subject.calendar.slots, to, context.locale) : null,
    basedOnExpired,
    sources: {
      issuanceId: issuance.id,
      calendar: { municipalityPsgc: subject.municipality.psgc, crop: subject.crop.key, mode: subject.calendar.mode, updatedAt: subject.calendar.updatedAt },
      recommendationIds: matched.recommendationIds,
      commonData: wind ? [`wind_speed@${wind.date_created._seconds}`] : [],
    },
    isDemo: matched.isDemo || subject.calendar.isDemo,
  };
}

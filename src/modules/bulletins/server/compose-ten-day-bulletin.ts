import 'server-only';
import { moonPhasesFor } from '@/modules/weather/rules/moon-phases';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { TenDayBulletinRequest } from '@/modules/bulletins/rules/bulletin-request';
import { describeNextStage } from '@/modules/calendar/rules/next-stage';
import { generalNeed, prevailingRainfall, tenDayNeeds } from '@/modules/recommendations/rules/advice-needs';
import { REGION_TITLE } from '@/modules/places/rules/region';
import type { Queryable } from '@/platform/db/database';
import { memoPerGeneration } from '@/platform/cache/memo-per-generation';
import { AppError } from '@/platform/errors/app-error';
import { getCommonData } from '@/modules/weather/server/get-common-data';
import { getTenDayOutlook } from '@/modules/weather/server/get-ten-day-outlook';
import { bulletinContext } from './bulletin-context';
import { checkOutlookCurrent } from './check-outlook-current';
import { matchBulletinAdvice } from './match-bulletin-advice';
import { readBulletinStorm } from './read-bulletin-storm';
import { resolveBulletinSubject } from './resolve-bulletin-subject';

/**
 * `10-Day Farm Weather Outlook and Advisory`: the latest 10-day outlook of the place, its stages and advice. With
 * no stage in the ten days, the general advice for the rainfall class and the crop's next stage.
 */
export async function composeTenDayBulletin(db: Queryable, request: TenDayBulletinRequest): Promise<BulletinDocument> {
  const context = bulletinContext(request.language);
  const subject = await resolveBulletinSubject(db, request, ['ten_day']);
  // The latest outlook of the whole province, read once per data version: the province's other towns
  // (a batch makes a bulletin for each) and a preview asked again use the same read.
  const province = subject.province.psgc;
  const outlook = await memoPerGeneration(db, `bulletin tenday-outlook ${province}`, () => getTenDayOutlook(db, { province }));
  const place = outlook.municipalities.find((m) => m.id === subject.municipality.psgc);
  if (!place || place.days.length === 0)
    throw new AppError('NOT_FOUND', `Received an empty weather data: the 10-day outlook has no values for ${subject.municipality.name}.`);
  const { issuance } = outlook;
  const basedOnExpired = checkOutlookCurrent(issuance, request.allowExpired);
  const rainfall = prevailingRainfall(place.days.map((day) => day.rainfall?.code));
  const stageNeeds = tenDayNeeds(subject.calendar.slots, issuance.validFrom, rainfall);
  const needs = stageNeeds.length === 0 && rainfall ? [generalNeed('tenday', rainfall)] : stageNeeds;
  const placeName = `${subject.municipality.name}, ${subject.province.name}`;
  // The storm first: while a signal is up for the place, its advice leads and dry-weather advice waits.
  const raised = await readBulletinStorm(db, { municipality: subject.municipality, slots: subject.calendar.slots, context });
  const storm = raised && { signal: raised.signal, needs: raised.needs };
  const matched = await matchBulletinAdvice(db, { crop: subject.crop, place: placeName, needs, context, storm });
  const moon = await memoPerGeneration(db, 'bulletin common moon_phases', () => getCommonData(db, 'moon_phases'));
  // Staff's entries for these days, else computed (PAGASA's API gives none).
  const { phases, computed } = moonPhasesFor(issuance.validFrom, issuance.validTo, moon?.data);

  return {
    version: 1,
    type: 'ten_day',
    language: request.language,
    title: context.t('title_ten_day'),
    region: REGION_TITLE,
    province: { psgc: subject.province.psgc, name: subject.province.name },
    municipality: { psgc: subject.municipality.psgc, name: subject.municipality.name },
    crop: { key: subject.crop.key, name: subject.crop.name[context.locale] },
    period: { from: issuance.validFrom, to: issuance.validTo, label: context.dateRange(issuance.validFrom, issuance.validTo) },
    weather: {
      kind: 'ten_day',
      days: place.days.map((day) => {
        const code = day.rainfall?.code ?? 'nda';
        return {
          date: day.date,
          label: context.day(day.date),
          rainfall: { code, label: context.conditions(`rain_${code}`) },
          tempMin: day.tempMin,
          tempMax: day.tempMax,
          humidity: day.humidity,
          windSpeed: day.windSpeed,
          windDirection: day.windDirection,
          cloudCover: day.cloudCover ? context.conditions(`cloud_${day.cloudCover}` as Parameters<typeof context.conditions>[0]) : null,
        };
      }),
      moonPhases: phases.map((p) => ({ label: context.weather(`moon_${p.phase}`), date: context.day(p.date) })),
    },
    stages: matched.stages,
    advice: matched.advice,
    stagesWithoutAdvice: matched.stagesWithoutAdvice,
    nextStage: stageNeeds.length === 0 ? describeNextStage(subject.crop, subject.calendar.slots, issuance.validTo, context.locale) : null,
    storm: raised?.storm ?? null,
    basedOnExpired,
    sources: {
      issuanceId: issuance.id,
      calendar: { municipalityPsgc: subject.municipality.psgc, crop: subject.crop.key, mode: 'ten_day', updatedAt: subject.calendar.updatedAt },
      recommendationIds: matched.recommendationIds,
      commonData: computed ? ['moon_phases@computed'] : [`moon_phases@${moon!.date_created._seconds}`],
    },
    isDemo: matched.isDemo || subject.calendar.isDemo,
  };
}

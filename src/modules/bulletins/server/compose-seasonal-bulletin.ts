import 'server-only';
import type { BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { SeasonalBulletinRequest } from '@/modules/bulletins/rules/bulletin-request';
import { describeNextStage } from '@/modules/calendar/rules/next-stage';
import { generalNeed, seasonalNeeds } from '@/modules/recommendations/rules/advice-needs';
import { REGION_TITLE } from '@/modules/places/rules/region';
import { MONTH_CODES, monthEnd } from '@/modules/weather/rules/seasonal-months';
import type { Queryable } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { getCommonData } from '@/modules/weather/server/get-common-data';
import { getSeasonalOutlook } from '@/modules/weather/server/get-seasonal-outlook';
import { bulletinContext } from './bulletin-context';
import { checkOutlookCurrent } from './check-outlook-current';
import { matchBulletinAdvice } from './match-bulletin-advice';
import { readBulletinStorm } from './read-bulletin-storm';
import { resolveBulletinSubject } from './resolve-bulletin-subject';

const monthCodeOf = (yearMonth: string) => MONTH_CODES[Number(yearMonth.slice(5, 7)) - 1]!;

/**
 * `Regional Seasonal Climate Outlook and Advisory`: one month of the latest seasonal outlook (or all
 * six with `isFull`), the crop's stages in those months and the advice for each month's category. A month
 * without a stage gets the general advice for its category; with no stage at all, the next stage is named.
 */
export async function composeSeasonalBulletin(db: Queryable, request: SeasonalBulletinRequest): Promise<BulletinDocument> {
  const context = bulletinContext(request.language);
  const subject = await resolveBulletinSubject(db, request, ['seasonal']);
  const outlook = await getSeasonalOutlook(db, { municipality: subject.municipality.psgc });
  const place = outlook.municipalities.find((m) => m.id === subject.municipality.psgc);
  if (!place || place.months.length === 0)
    throw new AppError('NOT_FOUND', `Received an empty weather data: the seasonal outlook has no values for ${subject.municipality.name}.`);
  const months = request.isFull ? place.months : place.months.filter((m) => m.month === request.month || monthCodeOf(m.month) === request.month);
  if (months.length === 0) {
    throw new AppError('BAD_REQUEST', `month ${request.month} is not in the seasonal outlook (${place.months.map((m) => m.month).join(', ')}).`);
  }
  const basedOnExpired = checkOutlookCurrent(outlook.issuance, request.allowExpired);
  const needs = months.flatMap((month) => {
    const ofMonth = seasonalNeeds(subject.calendar.slots, [month]);
    return ofMonth.length === 0 && month.category !== 'nda' ? [generalNeed('seasonal', month.category, month.month)] : ofMonth;
  });
  const placeName = `${subject.municipality.name}, ${subject.province.name}`;
  // The storm first: while a signal is up for the place, its advice leads and dry-weather advice waits.
  const raised = await readBulletinStorm(db, { municipality: subject.municipality, slots: subject.calendar.slots, context });
  const storm = raised && { signal: raised.signal, needs: raised.needs };
  const matched = await matchBulletinAdvice(db, { crop: subject.crop, place: placeName, needs, context, storm });
  const [cyclones, systems] = await Promise.all([getCommonData(db, 'cyclones_count'), getCommonData(db, 'misc_weather_systems')]);
  const first = months[0]!.month;
  const last = months.at(-1)!.month;

  return {
    version: 1,
    type: 'seasonal',
    language: request.language,
    title: context.t('title_seasonal'),
    region: REGION_TITLE,
    province: { psgc: subject.province.psgc, name: subject.province.name },
    municipality: { psgc: subject.municipality.psgc, name: subject.municipality.name },
    crop: { key: subject.crop.key, name: subject.crop.name[context.locale] },
    period: {
      from: `${first}-01`,
      to: monthEnd(last),
      label: first === last ? context.month(first) : context.t('allMonths', { from: context.month(first), to: context.month(last) }),
    },
    weather: {
      kind: 'seasonal',
      fromProvince: place.fromProvince,
      months: months.map((m) => ({
        month: m.month,
        label: context.month(m.month),
        percent: m.percent,
        category: { code: m.category, label: context.conditions(`cat_${m.category}`) },
        cyclones: cyclones?.data.find((c) => c.mo === monthCodeOf(m.month))?.value ?? null,
        weatherSystems: systems?.data.find((c) => c.mo === monthCodeOf(m.month))?.value ?? null,
      })),
    },
    stages: matched.stages,
    advice: matched.advice,
    stagesWithoutAdvice: matched.stagesWithoutAdvice,
    nextStage: matched.stages.length === 0 ? describeNextStage(subject.crop, subject.calendar.slots, monthEnd(last), context.locale) : null,
    storm: raised?.storm ?? null,
    basedOnExpired,
    sources: {
      issuanceId: outlook.issuance.id,
      calendar: { municipalityPsgc: subject.municipality.psgc, crop: subject.crop.key, mode: 'seasonal', updatedAt: subject.calendar.updatedAt },
      recommendationIds: matched.recommendationIds,
      commonData: [cyclones && `cyclones_count@${cyclones.date_created._seconds}`, systems && `misc_weather_systems@${systems.date_created._seconds}`].filter(
        (source): source is string => Boolean(source),
      ),
    },
    isDemo: matched.isDemo || subject.calendar.isDemo,
  };
}

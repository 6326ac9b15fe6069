import 'server-only';
import type { CalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { cropRefOf, stageOf } from '@/modules/exchange/rules/openapi/crop-terms';
import { openApiToday } from '@/modules/exchange/rules/openapi/open-api-today';
import type { RecommendationAnswer, RecommendationsAnswer } from '@/modules/exchange/rules/openapi/recommendations-answer';
import type { RecommendationType } from '@/modules/recommendations/rules/recommendation-types';
import { triggerLabel } from '@/modules/recommendations/rules/trigger-label';
import { getCalendar } from '@/modules/calendar/server/get-calendar';
import type { Queryable } from '@/platform/db/database';
import { getAdviceForCalendars } from '@/modules/recommendations/server/get-advice-for-calendars';
import type { RecommendationView } from '@/modules/recommendations/server/to-recommendation-view';
import { toPlaceSignalAnswer } from '@/modules/exchange/rules/openapi/signal-answer';
import { findPlaceSignal } from '@/modules/weather/server/find-place-signal';
import { findOpenPlace } from './find-open-place';
import { toIssuanceAnswer } from './to-issuance-answer';

function toRecommendationAnswer(view: RecommendationView): RecommendationAnswer {
  return {
    id: view.id,
    type: view.type,
    crop: view.crop,
    stage: view.stage === null ? null : { code: view.stage, label: view.stageLabel },
    farmOperation: view.farmOperation,
    farmOperationLabel: view.farmOperationLabel,
    trigger: view.trigger === null ? null : { code: view.trigger, label: triggerLabel(view.type, view.trigger) },
    risk: view.risk,
    impact: view.impact,
    practice: view.practice,
    sms: view.sms,
    isDemo: view.isDemo,
    updatedAt: view.updatedAt,
  };
}

/**
 * `GET /api/v1/places/{psgc}/recommendations`: for each calendar of a city or municipality, the advice
 * that applies today under the outlooks valid today (as the calendar page shows it), all read in a few
 * queries. An ended outlook is named in a section marked `current: false`, never used as current.
 */
export async function getPlaceRecommendations(
  db: Queryable,
  psgc: string,
  query: { crop?: string; mode?: CalendarMode; type?: RecommendationType },
): Promise<RecommendationsAnswer> {
  const place = await findOpenPlace(db, psgc, 'recommendations');
  const calendars = await getCalendar(db, { municipality: psgc, crop: query.crop, mode: query.mode }, { allowEmpty: true });
  const today = openApiToday(new Date());
  const advice = await getAdviceForCalendars(db, { municipalityPsgc: psgc, month: today.date.slice(0, 7), today: today.date, calendars });
  const signal = await findPlaceSignal(db, { psgc, provincePsgc: place.provincePsgc });
  return {
    place: { psgc, name: place.name },
    today,
    signal: toPlaceSignalAnswer(signal, place.name),
    advice: calendars.map((calendar, i) => {
      const now = calendar.slots[today.slot];
      return {
        crop: cropRefOf(calendar.crop),
        mode: calendar.mode,
        stageNow: now ? stageOf(calendar.crop, now) : null,
        sections: advice[i]!.filter((section) => !query.type || section.type === query.type).map((section) => ({
          type: section.type,
          current: section.current,
          issuance: section.issuance && toIssuanceAnswer(section.issuance),
          trigger: section.trigger === null ? null : { code: section.trigger, label: triggerLabel(section.type, section.trigger) },
          month: section.month,
          cycloneName: section.cycloneName,
          stages: section.needs.flatMap((need) => (need.stage === null ? [] : [{ ...stageOf(calendar.crop, need.stage), slots: need.slots }])),
          recommendations: section.recommendations.map(toRecommendationAnswer),
          afterStorm: section.afterStorm.map(toRecommendationAnswer),
        })),
      };
    }),
  };
}

import type { z } from 'zod';
import { PSGC_ATTRIBUTION } from '@/modules/places/rules/psgc-source';
import { bulletinsAnswerSchema } from './bulletins-answer';
import { calendarsAnswerSchema } from './calendars-answer';
import { outlooksAnswerSchema } from './outlooks-answer';
import { placeAnswerSchema, placesAnswerSchema } from './places-answer';
import { bulletinsQuerySchema, calendarsQuerySchema, noQuerySchema, placesQuerySchema, recommendationsQuerySchema } from './open-api-queries';
import { recommendationsAnswerSchema } from './recommendations-answer';
import { smsTextsAnswerSchema } from './sms-answer';

export interface OpenOperation<TQuery extends z.ZodType = z.ZodType, TAnswer extends z.ZodType = z.ZodType> {
  /** The OpenAPI path template. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  query: TQuery;
  answer: TAnswer;
}

const operation = <TQuery extends z.ZodType, TAnswer extends z.ZodType>(spec: OpenOperation<TQuery, TAnswer>) => spec;

/** The open API's GET operations: routes take their query schema, answer type and cache time from here, the document everything. */
export const OPEN_OPERATIONS = {
  listPlaces: operation({
    path: '/api/v1/places',
    operationId: 'listPlaces',
    tag: 'Places',
    summary: "The region's provinces, cities and municipalities, or those a search finds",
    description:
      'Every province and every city and municipality of the region with its PSGC code, kind and centroid. ' +
      'With `q`, a search: the provinces and places whose name holds the text, and the places one of whose barangays (villages, ' +
      'PSGC 2025-2Q) does, each with `match` saying whether its name matched and which barangays did. A search that finds nothing ' +
      `answers empty lists. Barangay names repeat (some thirty San Isidro), so a village name can find several places. ${PSGC_ATTRIBUTION}`,
    query: placesQuerySchema,
    answer: placesAnswerSchema,
  }),
  getPlace: operation({
    path: '/api/v1/places/{psgc}',
    operationId: 'getPlace',
    tag: 'Places',
    summary: 'One place and where to read about it',
    description: 'A city or municipality, or a province with its cities and municipalities, and the addresses of its data.',
    query: noQuerySchema,
    answer: placeAnswerSchema,
  }),
  getPlaceOutlooks: operation({
    path: '/api/v1/places/{psgc}/outlooks',
    operationId: 'getPlaceOutlooks',
    tag: 'Outlooks',
    summary: 'The latest 10-day, seasonal and special outlooks of a city or municipality',
    description:
      'The outlooks in force: each is the latest issuance of its type, with its id, dates and who loaded it. ' +
      'A type with no outlook for the place is null. A province code is refused (400): outlooks are per city or municipality.',
    query: noQuerySchema,
    answer: outlooksAnswerSchema,
  }),
  getPlaceCalendars: operation({
    path: '/api/v1/places/{psgc}/calendars',
    operationId: 'getPlaceCalendars',
    tag: 'Calendars',
    summary: 'Cropping calendars: the crop stage in each half-month',
    description:
      'The cropping calendars of a city or municipality (of every place of a province, for a province code), each with its 24 half-months. ' +
      'An empty list when none is published; an unknown crop is a 404.',
    query: calendarsQuerySchema,
    answer: calendarsAnswerSchema,
  }),
  getPlaceRecommendations: operation({
    path: '/api/v1/places/{psgc}/recommendations',
    operationId: 'getPlaceRecommendations',
    tag: 'Recommendations',
    summary: 'What to do now: the advice for each crop under the latest outlooks',
    description:
      'For each calendar of the place, the stages it has in the period each outlook valid today covers and the recommendations that answer ' +
      "them under what the outlook says for the place (10-day rainfall class or seasonal category, by the calendar's mode, and any cyclone signal), " +
      'general advice included (stage null: for the forecast when no stage falls in the period, and under every cyclone signal). ' +
      "When the calendar's outlook has ended (or none is loaded), its section is `current: false`: it names the ended outlook and holds only " +
      "advice that holds whatever the forecast, for today's stages. " +
      "This is the advice that applies today, as on the portal's calendar page, not the whole catalogue (that is `/api/recommendations`). " +
      'A province code is refused (400).',
    query: recommendationsQuerySchema,
    answer: recommendationsAnswerSchema,
  }),
  listPlaceBulletins: operation({
    path: '/api/v1/places/{psgc}/bulletins',
    operationId: 'listPlaceBulletins',
    tag: 'Bulletins',
    summary: 'Saved bulletins for a place, newest first',
    description: 'Bulletins of a city or municipality (of all its places, for a province code), 20 a page, with the addresses of their page and PDF.',
    query: bulletinsQuerySchema,
    answer: bulletinsAnswerSchema,
  }),
  listPlaceSmsTexts: operation({
    path: '/api/v1/places/{psgc}/sms',
    operationId: 'listPlaceSmsTexts',
    tag: 'Bulletins',
    summary: 'The SMS texts of the published bulletins of a place, newest first',
    description:
      'The text the office sends by SMS for each published bulletin of a city or municipality (of all its places, for a province code): ' +
      "place, period, the outlook in words and the main actions, in the bulletin's language, at most 2 SMS parts, with its encoding and count. " +
      '20 a page.',
    query: bulletinsQuerySchema,
    answer: smsTextsAnswerSchema,
  }),
};

export type OpenOperationName = keyof typeof OPEN_OPERATIONS;

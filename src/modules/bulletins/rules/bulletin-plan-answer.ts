import { z } from 'zod';
import { STAGE_CODES } from '@/modules/calendar/rules/crops/stage-codes';
import { CONDITION_CODES, WIND_SIGNALS } from '@/modules/weather/rules/conditions';
import { BULLETIN_LANGUAGES, BULLETIN_TYPES, type BulletinDocument } from './bulletin-document';

/*
 * The answer of `POST /api/reports/plan`: the parts of the composed BulletinDocument the dashboard's
 * "What goes into this bulletin" panel shows, as the bulletin would print them (in its language). The
 * document's sources, outlook map and PDF are left out: they are for the renderer and the review.
 */

const labelled = <C extends z.ZodType>(code: C) => z.object({ code, label: z.string() });
const placeSchema = z.object({ psgc: z.string(), name: z.string() });

const tenDayWeatherSchema = z.object({
  kind: z.literal('ten_day'),
  days: z.array(
    z.object({
      date: z.string(),
      label: z.string(),
      rainfall: labelled(z.enum(CONDITION_CODES)),
      tempMin: z.number().nullable(),
      tempMax: z.number().nullable(),
      humidity: z.number().nullable(),
      windSpeed: z.number().nullable(),
      windDirection: z.string().nullable(),
      cloudCover: z.string().nullable(),
    }),
  ),
  moonPhases: z.array(z.object({ label: z.string(), date: z.string() })),
});

const seasonalWeatherSchema = z.object({
  kind: z.literal('seasonal'),
  fromProvince: z.boolean().meta({ description: "True when the municipality has no values of its own and its province's are printed." }),
  months: z.array(
    z.object({
      month: z.string(),
      label: z.string(),
      percent: z.number().nullable(),
      category: labelled(z.enum(CONDITION_CODES)),
      cyclones: z.string().nullable(),
      weatherSystems: z.string().nullable(),
    }),
  ),
});

const specialWeatherSchema = z.object({
  kind: z.literal('special_weather'),
  cyclone: z.object({
    name: z.string().nullable(),
    bulletinNumber: z.string().nullable(),
    issuedAt: z.string().nullable(),
    centre: z.string().nullable(),
    movement: z.string().nullable(),
    strength: z.string().nullable(),
    forecastPositions: z.array(z.object({ at: z.string(), location: z.string() })),
  }),
  signal: labelled(z.enum(WIND_SIGNALS)),
  windSpeed: z.string().nullable(),
  hazards: z.array(z.object({ label: z.string(), text: z.string() })).optional(),
  untranslated: z.array(z.string()).optional(),
});

const adviceSchema = z.object({
  recommendationId: z.number().int(),
  stage: z.enum(STAGE_CODES).nullable().meta({ description: 'Null for general advice, tied to the forecast rather than a stage.' }),
  stageLabel: z.string(),
  farmOperation: z.string().nullable(),
  trigger: z.string(),
  forecast: z.string(),
  risk: z.string().nullable(),
  impact: z.string().meta({ description: 'Sanitised HTML in the bulletin’s language.' }),
  practice: z.string().meta({ description: 'Sanitised HTML in the bulletin’s language.' }),
  englishOnly: z.boolean(),
  storm: z
    .enum(['storm', 'after_storm'])
    .optional()
    .meta({ description: 'While a signal is up for the place: the cyclone’s advice (first) or what waits until the storm passes (last).' }),
});

export const bulletinPlanSchema = z.object({
  type: z.enum(BULLETIN_TYPES),
  language: z.enum(BULLETIN_LANGUAGES),
  title: z.string(),
  province: placeSchema,
  municipality: placeSchema,
  crop: z.object({ key: z.string(), name: z.string() }),
  period: z.object({ from: z.string(), to: z.string(), label: z.string() }),
  weather: z.discriminatedUnion('kind', [tenDayWeatherSchema, seasonalWeatherSchema, specialWeatherSchema]),
  stages: z.array(z.object({ code: z.enum(STAGE_CODES), label: z.string(), slots: z.array(z.number().int()) })),
  advice: z.array(adviceSchema).meta({ description: 'In the order the bulletin prints it.' }),
  stagesWithoutAdvice: z.array(z.string()).meta({ description: 'Stages the bulletin lists without a step to take.' }),
  nextStage: z.object({ code: z.enum(STAGE_CODES), label: z.string(), from: z.string(), periodLabel: z.string() }).nullable(),
  storm: z
    .object({
      signal: labelled(z.enum(WIND_SIGNALS)),
      issuanceId: z.string(),
      cycloneName: z.string().nullable(),
      bulletinNumber: z.string().nullable(),
      issuedAt: z.string(),
      headline: z.string(),
    })
    .nullable()
    .meta({ description: 'The signal up for the place of a 10-day or seasonal bulletin: the bulletin leads with it.' }),
  basedOnExpired: z
    .object({ validTo: z.string() })
    .nullable()
    .meta({ description: 'Made from an outlook that has ended (`allowExpired`): the bulletin says so.' }),
  isDemo: z.boolean(),
});

export type BulletinPlan = z.output<typeof bulletinPlanSchema>;

/** The plan of a composed bulletin: its parts as the bulletin prints them, nothing recomputed. */
export function toBulletinPlan(document: BulletinDocument): BulletinPlan {
  return {
    type: document.type,
    language: document.language,
    title: document.title,
    province: document.province,
    municipality: document.municipality,
    crop: document.crop,
    period: document.period,
    weather: document.weather,
    stages: document.stages,
    advice: document.advice,
    stagesWithoutAdvice: document.stagesWithoutAdvice,
    nextStage: document.nextStage ?? null,
    storm: document.storm ?? null,
    basedOnExpired: document.basedOnExpired ?? null,
    isDemo: document.isDemo,
  };
}

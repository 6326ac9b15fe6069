import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CALENDAR_MODES } from '@/modules/calendar/rules/calendar-mode';
import type { CropStageLabel } from '@/modules/calendar/rules/crops/crop-definition';
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import { municipality, province } from './region';

/** A copy of the crop catalogue in code (src/modules/calendar/rules/crops), kept so calendars and recommendations can refer to it. */
export const crop = pgTable('crop', {
  key: text('key').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTl: text('name_tl').notNull(),
  sortOrder: integer('sort_order').notNull(),
  stages: jsonb('stages').$type<CropStageLabel[]>().notNull(),
});

/** Which stage a crop is in, per half-month, in one place: 24 slots, index = month × 2 + half. */
export const cropCalendar = pgTable(
  'crop_calendar',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provincePsgc: text('province_psgc')
      .notNull()
      .references(() => province.psgc),
    municipalityPsgc: text('municipality_psgc')
      .notNull()
      .references(() => municipality.psgc),
    cropKey: text('crop_key')
      .notNull()
      .references(() => crop.key),
    mode: text('mode', { enum: CALENDAR_MODES }).notNull(),
    slots: jsonb('slots').$type<(StageCode | null)[]>().notNull(),
    /** Part of the sample set seeded into an empty portal; pages showing it say so. */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crop_calendar_place_crop_mode_idx').on(t.municipalityPsgc, t.cropKey, t.mode),
    index('crop_calendar_province_idx').on(t.provincePsgc, t.cropKey, t.mode),
  ],
);

export const RECOMMENDATION_TYPE_VALUES = ['seasonal', 'tenday', 'special'] as const;

/** What to do at a crop stage under a forecast; the text fields hold sanitised HTML fragments. */
export const recommendation = pgTable(
  'recommendation',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: RECOMMENDATION_TYPE_VALUES }).notNull(),
    /** Null: for every crop (general advice such as securing seed before a cyclone). */
    cropKey: text('crop_key').references(() => crop.key),
    /** Null: general advice for the trigger, not tied to a stage (shown when no stage is active too). */
    stage: text('stage').$type<StageCode>(),
    farmOperation: text('farm_operation').notNull(),
    /** Condition code, rainfall class or wind signal; null applies whatever the forecast. */
    trigger: text('trigger'),
    risk: text('risk'),
    impactEn: text('impact_en').notNull().default(''),
    impactTl: text('impact_tl').notNull().default(''),
    practiceEn: text('practice_en').notNull(),
    practiceTl: text('practice_tl').notNull().default(''),
    sms: text('sms'),
    isDemo: boolean('is_demo').notNull().default(false),
    updatedBy: text('updated_by').notNull(),
    /** The staff account that made the last change; null when the portal stored it (seeds). */
    updatedById: text('updated_by_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves on with every change: a reviewer approves the revision they read (decision 090). */
    revision: integer('revision').notNull().default(1),
  },
  (t) => [index('recommendation_lookup_idx').on(t.type, t.cropKey, t.stage)],
);

/**
 * The version of a recommendation a reviewer approved for the instructions of the CAP alerts
 * (decision 090): what every alert saved from then on carries, whatever is edited after, until a
 * reviewer approves again or withdraws it. Gone with its recommendation.
 */
export const recommendationApproval = pgTable('recommendation_approval', {
  recommendationId: integer('recommendation_id')
    .primaryKey()
    .references(() => recommendation.id, { onDelete: 'cascade' }),
  /** The recommendation's revision the reviewer read and approved. */
  revision: integer('revision').notNull(),
  farmOperation: text('farm_operation').notNull(),
  trigger: text('trigger'),
  practiceEn: text('practice_en').notNull(),
  practiceTl: text('practice_tl').notNull(),
  approvedById: text('approved_by_id').notNull(),
  approvedBy: text('approved_by').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
});

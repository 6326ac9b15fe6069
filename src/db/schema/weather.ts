import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CycloneHazards } from '@/modules/weather/rules/cyclone-hazards';
import type { CycloneMotion } from '@/modules/weather/rules/cyclone-motion';
import type { IssuanceCoverage } from '@/modules/weather/rules/issuance-coverage';
import { UPDATED_BY_VALUES } from '@/modules/weather/rules/updated-by';
import type { IssuanceSource } from '@/modules/weather/rules/issuance-origin';
import { municipality, province, region } from './region';
import { bytea } from './bytea';

/** How the values came in (`issuanceOrigin` says it to readers). */
export type { IssuanceSource };

/** One load of an outlook. Nothing is overwritten: every upload or edit adds an issuance. */
export const weatherIssuance = pgTable(
  'weather_issuance',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['seasonal', 'ten_day', 'special_weather'] }).notNull(),
    regionKey: text('region_key')
      .notNull()
      .references(() => region.key),
    forecastDate: date('forecast_date').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    /** As PAGASA writes them, e.g. `08/18/2025 @8AM` and `Aug 18 - 27, 2025`. */
    dateForecast: text('date_forecast').notNull(),
    dateRange: text('date_range').notNull(),
    source: jsonb('source').$type<IssuanceSource>().notNull(),
    /** `updatedByOf(source.mode)`: `system` for PAGASA's own workbooks and connectors, `admin` for the office's entries and files. Never a person. */
    updatedBy: text('updated_by', { enum: UPDATED_BY_VALUES }).notNull(),
    /** The staff member who uploaded or typed it (null for connectors), for staff screens only. */
    authorEmail: text('author_email'),
    createdByUserId: text('created_by_user_id'),
    /**
     * What the write gave and what was carried forward from the live issuance of the same period
     * (decision 024); null when it was not recorded.
     */
    coverage: jsonb('coverage').$type<IssuanceCoverage>(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('weather_issuance_latest_idx').on(t.regionKey, t.type, t.dateCreated),
    check('weather_issuance_updated_by_check', sql`${t.updatedBy} in ('system', 'admin')`),
  ],
);

export const tenDayValue = pgTable(
  'tenday_value',
  {
    issuanceId: text('issuance_id')
      .notNull()
      .references(() => weatherIssuance.id, { onDelete: 'cascade' }),
    municipalityPsgc: text('municipality_psgc')
      .notNull()
      .references(() => municipality.psgc),
    date: date('date').notNull(),
    tempMin: doublePrecision('temp_min'),
    tempMax: doublePrecision('temp_max'),
    tempMean: doublePrecision('temp_mean'),
    rainfall: text('rainfall', { enum: ['wb_normal', 'b_normal', 'near_normal', 'above_normal'] }),
    rainfallLabel: text('rainfall_label'),
    rainfallAmount: text('rainfall_amount'),
    cloudCover: text('cloud_cover'),
    humidity: doublePrecision('humidity'),
    windSpeed: doublePrecision('wind_speed'),
    windDirection: text('wind_direction'),
    /** Copied from the live issuance of the same window, not given by the write that made this issuance. */
    carried: boolean('carried').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.issuanceId, t.municipalityPsgc, t.date] }), index('tenday_value_place_idx').on(t.municipalityPsgc, t.issuanceId)],
);

/** Per province (municipality null) or per municipality, one row per outlook month. */
export const seasonalValue = pgTable(
  'seasonal_value',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    issuanceId: text('issuance_id')
      .notNull()
      .references(() => weatherIssuance.id, { onDelete: 'cascade' }),
    provincePsgc: text('province_psgc')
      .notNull()
      .references(() => province.psgc),
    municipalityPsgc: text('municipality_psgc').references(() => municipality.psgc),
    /** First day of the month the value is for. */
    month: date('month').notNull(),
    percent: integer('percent'),
    category: text('category', { enum: ['wb_normal', 'b_normal', 'near_normal', 'above_normal', 'nda'] }).notNull(),
    forecastMm: doublePrecision('forecast_mm'),
    normalMm: doublePrecision('normal_mm'),
    /** PAGASA's own five-class words ("Way Above Normal"), when the value came from its API; the portal's class is `category`. */
    pagasaDescription: text('pagasa_description'),
    /** Copied from the live issuance of the same outlook, not given by the write that made this issuance. */
    carried: boolean('carried').notNull().default(false),
  },
  (t) => [index('seasonal_value_issuance_idx').on(t.issuanceId, t.provincePsgc)],
);

export const specialAdvisory = pgTable('special_advisory', {
  issuanceId: text('issuance_id')
    .primaryKey()
    .references(() => weatherIssuance.id, { onDelete: 'cascade' }),
  activeCyclone: boolean('active_cyclone').notNull(),
  /** The cyclone's own name alone (`RAMON`), never with its category words (`splitCycloneName`). */
  name: text('name'),
  /** PAGASA's category (`CYCLONE_CATEGORIES`), when given or named before the name. */
  category: text('category'),
  bulletinNumber: text('bulletin_number'),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
  centre: text('centre'),
  movement: text('movement'),
  strength: text('strength'),
  /** Optional Tagalog versions of the staff-written texts, shown in Tagalog views when present. */
  centreTl: text('centre_tl'),
  movementTl: text('movement_tl'),
  strengthTl: text('strength_tl'),
  forecastPositions: jsonb('forecast_positions').$type<{ at: string; location: string }[]>(),
  /** PAGASA's hazards beside the signals, in English with the office's Tagalog (`hazardsOf`); null when none was given. */
  hazards: jsonb('hazards').$type<CycloneHazards>(),
  /** Movement and strength as a direction and numbers (`cycloneMotionTexts` words them); null when only texts were given. */
  motion: jsonb('motion').$type<CycloneMotion>(),
  trackImage: bytea('track_image'),
  trackImageType: text('track_image_type'),
});

export const specialSignal = pgTable(
  'special_signal',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    issuanceId: text('issuance_id')
      .notNull()
      .references(() => weatherIssuance.id, { onDelete: 'cascade' }),
    provincePsgc: text('province_psgc')
      .notNull()
      .references(() => province.psgc),
    municipalityPsgc: text('municipality_psgc').references(() => municipality.psgc),
    signal: text('signal').notNull(),
    /** Copied from the live advisory of the same bulletin, not given by the write that made this issuance. */
    carried: boolean('carried').notNull().default(false),
  },
  (t) => [index('special_signal_issuance_idx').on(t.issuanceId)],
);

/** Regional common data; each save adds a row, the latest per group is current. */
export const weatherCommonData = pgTable(
  'weather_common_data',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionKey: text('region_key')
      .notNull()
      .references(() => region.key),
    group: text('group', { enum: ['cyclones_count', 'misc_weather_systems', 'moon_phases', 'wind_speed'] }).notNull(),
    data: jsonb('data').notNull(),
    /** The same rule as an issuance's: `admin` for the staff forms, `system` for a connector. */
    updatedBy: text('updated_by', { enum: UPDATED_BY_VALUES }).notNull(),
    /** The staff member who saved it (null for connectors), for staff screens only. */
    authorEmail: text('author_email'),
    createdByUserId: text('created_by_user_id'),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('weather_common_data_latest_idx').on(t.regionKey, t.group, t.dateCreated),
    check('weather_common_data_updated_by_check', sql`${t.updatedBy} in ('system', 'admin')`),
  ],
);

/** Simplified boundary of a province or municipality, as GeoJSON geometry in WGS84. */
export const boundary = pgTable('boundary', {
  psgc: text('psgc').primaryKey(),
  level: text('level', { enum: ['province', 'municipality'] }).notNull(),
  geometry: jsonb('geometry').$type<{ type: 'Polygon' | 'MultiPolygon'; coordinates: unknown }>().notNull(),
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A CAP message as it was sent: composed once, when its advisory was saved, and kept with its bytes. It
 * never changes (CAP receivers treat one identifier as one message for ever); a later advisory is a new
 * message that references it. Its advisory cannot be deleted while it stands (no cascade).
 */
export const capMessage = pgTable('cap_message', {
  issuanceId: text('issuance_id')
    .primaryKey()
    .references(() => weatherIssuance.id),
  identifier: text('identifier').notNull().unique(),
  msgType: text('msg_type', { enum: ['Alert', 'Update', 'Cancel'] }).notNull(),
  sent: timestamp('sent', { withTimezone: true }).notNull(),
  /** The first English block's headline and description, for the alerts' Atom index. */
  headline: text('headline').notNull(),
  description: text('description').notNull(),
  xml: text('xml').notNull(),
  sha256: text('sha256').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

import { doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const region = pgTable('region', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  code: text('code').notNull(),
  abbreviation: text('abbreviation').notNull(),
  centerLat: doublePrecision('center_lat').notNull(),
  centerLon: doublePrecision('center_lon').notNull(),
});

/** Keyed by the 10-digit PSGC code. */
export const province = pgTable('province', {
  psgc: text('psgc').primaryKey(),
  regionKey: text('region_key')
    .notNull()
    .references(() => region.key),
  name: text('name').notNull(),
});

/** Cities and municipalities, keyed by the 10-digit PSGC code. */
export const municipality = pgTable(
  'municipality',
  {
    psgc: text('psgc').primaryKey(),
    provincePsgc: text('province_psgc')
      .notNull()
      .references(() => province.psgc),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['city', 'municipality'] }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
  },
  (t) => [index('municipality_province_idx').on(t.provincePsgc)],
);

/** Other spellings of a place as written by a source (PAGASA's sheets of a given year). */
export const placeAlias = pgTable(
  'place_alias',
  {
    municipalityPsgc: text('municipality_psgc')
      .notNull()
      .references(() => municipality.psgc, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    source: text('source').notNull(),
  },
  (t) => [uniqueIndex('place_alias_unique').on(t.municipalityPsgc, t.source)],
);

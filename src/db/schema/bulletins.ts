import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BULLETIN_LANGUAGES, BULLETIN_TYPES, type BulletinDocument } from '@/domain/bulletins/bulletin-document';
import { bytea } from './bytea';
import { crop } from './calendar';
import { municipality, province } from './region';

/** A saved bulletin: immutable; "edit" makes a new one from its request. */
export const bulletin = pgTable(
  'bulletin',
  {
    id: text('id').primaryKey(),
    /** Printed on the bulletin, e.g. `ACAP-4A-TD-20261122-1A2B3C4D` (type, date, the id's first digits). */
    reference: text('reference').notNull(),
    type: text('type', { enum: BULLETIN_TYPES }).notNull(),
    ownerId: text('owner_id').notNull(),
    ownerEmail: text('owner_email').notNull(),
    provincePsgc: text('province_psgc')
      .notNull()
      .references(() => province.psgc),
    municipalityPsgc: text('municipality_psgc')
      .notNull()
      .references(() => municipality.psgc),
    cropKey: text('crop_key')
      .notNull()
      .references(() => crop.key),
    language: text('language', { enum: BULLETIN_LANGUAGES }).notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    /** The request as the client sent it, so "edit" can start a new bulletin from it. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    document: jsonb('document').$type<BulletinDocument>().notNull(),
    /** sha256 of owner and document: the same bulletin submitted twice is stored once. */
    contentKey: text('content_key').notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSize: integer('pdf_size').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bulletin_content_key_idx').on(t.contentKey),
    uniqueIndex('bulletin_reference_idx').on(t.reference),
    index('bulletin_owner_idx').on(t.ownerId, t.dateCreated),
    index('bulletin_place_idx').on(t.municipalityPsgc, t.dateCreated),
    index('bulletin_created_idx').on(t.dateCreated),
  ],
);

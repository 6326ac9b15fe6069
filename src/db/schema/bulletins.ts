import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { BULLETIN_LANGUAGES, BULLETIN_TYPES, type BulletinDocument } from '@/modules/bulletins/rules/bulletin-document';
import type { BulletinMap } from '@/modules/bulletins/rules/bulletin-map';
import { BULLETIN_STATES } from '@/modules/bulletins/rules/bulletin-state';
import { bytea } from './bytea';
import { crop } from './calendar';
import { DRAFT_RUN_STATES, type DraftPlan, type DraftSkip } from '@/modules/pagasa/rules/draft-plan';
import { municipality, province } from './region';
import { weatherIssuance } from './weather';

/**
 * A saved bulletin. Its content is immutable ("edit" makes a new one from its request); its state moves
 * draft → in review → published (→ withdrawn), and approval re-renders the PDF with the approval block.
 */
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
    /** The author's name when saved, printed as "prepared by" (the email stays for the audit). */
    ownerName: text('owner_name'),
    state: text('state', { enum: BULLETIN_STATES }).notNull().default('draft'),
    /** Bulletins sent to review together (a batch) share this id. */
    reviewBatchId: text('review_batch_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The reviewer's comment when they sent it back to draft; cleared when it is sent again. */
    reviewComment: text('review_comment'),
    approvedById: text('approved_by_id'),
    approvedByName: text('approved_by_name'),
    approvedByEmail: text('approved_by_email'),
    /** The warnings the reviewer ticked as read when approving (their codes). */
    acknowledgedWarnings: jsonb('acknowledged_warnings').$type<string[]>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnReason: text('withdrawn_reason'),
    /** The SMS text as staff edited it; null means the one composed from the bulletin. */
    smsText: text('sms_text'),
    /**
     * The map as the approved PDF printed it, kept for the HTML view: a published bulletin's page shows
     * what was sent, whatever boundaries are loaded later. Null before approval (drafts draw today's).
     */
    publishedMap: jsonb('published_map').$type<BulletinMap>(),
    /** The bulletin this one was made again from after its place's signal changed (decision 081); null if none. */
    remadeFrom: text('remade_from').references((): AnyPgColumn => bulletin.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One remake of a bulletin wins, whatever the number of reviewers or instances (decision 081); a
    // withdrawn remake no longer answers for it, and a deleted draft leaves the index with its row.
    uniqueIndex('bulletin_remade_from_idx')
      .on(t.remadeFrom)
      .where(sql`${t.state} <> 'withdrawn'`),
    index('bulletin_state_idx').on(t.state, t.publishedAt),
    index('bulletin_review_batch_idx').on(t.reviewBatchId),
    uniqueIndex('bulletin_content_key_idx').on(t.contentKey),
    uniqueIndex('bulletin_reference_idx').on(t.reference),
    index('bulletin_owner_idx').on(t.ownerId, t.dateCreated),
    index('bulletin_place_idx').on(t.municipalityPsgc, t.dateCreated),
    index('bulletin_created_idx').on(t.dateCreated),
  ],
);

/**
 * "Was this useful?" from the public HTML view of a published bulletin. No personal data: the address is
 * kept only as a keyed hash for the rate limit. Comments are held until staff show or hide them.
 */
export const bulletinFeedback = pgTable(
  'bulletin_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bulletinId: text('bulletin_id')
      .notNull()
      .references(() => bulletin.id, { onDelete: 'cascade' }),
    /** Yes or no; null for a farmer's texted comment that answered neither. */
    useful: boolean('useful'),
    /** Where the answer came from: the bulletin's web page, or a farmer's reply to its text (issue 33). */
    channel: text('channel', { enum: ['web', 'sms'] })
      .notNull()
      .default('web'),
    /** Plain text, already sanitised; null when the visitor wrote none. */
    comment: text('comment'),
    /** held (new), shown (staff approved the comment) or hidden. Answers without a comment are never shown. */
    commentState: text('comment_state', { enum: ['held', 'shown', 'hidden'] })
      .notNull()
      .default('held'),
    reviewedById: text('reviewed_by_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulletin_feedback_bulletin_idx').on(t.bulletinId, t.createdAt), index('bulletin_feedback_state_idx').on(t.commentState, t.createdAt)],
);

/**
 * The drafts the portal composes when a 10-day or seasonal issue is stored (decision 063): one run per
 * issuance, queued in the same transaction as the issuance, composed by the job queue, sent to review
 * as one batch. When a newer issue of the type lands, the run's unreviewed drafts are deleted.
 */
export const draftRun = pgTable(
  'draft_run',
  {
    issuanceId: text('issuance_id')
      .primaryKey()
      .references(() => weatherIssuance.id, { onDelete: 'cascade' }),
    issuanceType: text('issuance_type', { enum: ['ten_day', 'seasonal'] }).notNull(),
    state: text('state', { enum: DRAFT_RUN_STATES }).notNull().default('queued'),
    /** The office's plan when the run was queued: crops, languages, provinces. */
    plan: jsonb('plan').$type<DraftPlan>().notNull(),
    total: integer('total').notNull().default(0),
    made: integer('made').notNull().default(0),
    /** Places and crops left out, with why (no calendar for the crop, a failure), in words for staff. */
    skipped: jsonb('skipped').$type<DraftSkip[]>().notNull().default([]),
    reviewBatchId: text('review_batch_id'),
    error: text('error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('draft_run_queued_idx').on(t.issuanceType, t.queuedAt)],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every write that matters adds one row here, in the same transaction as the write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account's id, `system` for the portal itself, null for a failed sign-in: never an email or name. */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    target: text('target'),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /**
     * This row's link in the audit chain: a hash of the previous row's link and every field of this row
     * (`hmac-sha256:…` with ACAP_DATA_KEY, else `sha256:…`). Null only for a row written before the chain
     * began, until the next audited write links it.
     */
    chainLink: text('chain_link'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action),
    index('audit_log_actor_id_idx').on(t.actorId),
    index('audit_log_unlinked_idx')
      .on(t.id)
      .where(sql`${t.chainLink} is null`),
  ],
);

/** Settings the portal makes for itself (the generated auth secret), shared by every instance. */
export const appSetting = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failure counters for sign-in throttling; kept in the database so every instance sees them. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * The public data generation: one row whose number moves on in the same transaction as every write
 * of public data, so each cache and memo (in this process, in other instances on one PostgreSQL,
 * after a CLI import) can tell what it kept is of older data. A stamp in milliseconds that only grows
 * (greatest of the last one plus one and the clock), so a restored backup's older value never comes
 * back as one a cache has seen.
 */
export const publicDataGeneration = pgTable('public_data_generation', {
  id: integer('id').primaryKey().default(1),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

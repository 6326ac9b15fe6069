import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every write that matters adds one row here, in the same transaction as the write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action), index('audit_log_actor_email_idx').on(t.actorEmail)],
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
 * When each page-cache tag was last revalidated, so every portal instance on one PostgreSQL drops
 * the pages another instance's write made stale (cache-handler.cjs polls it; decision 013).
 */
export const pageCacheTag = pgTable('page_cache_tag', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  revalidatedAt: timestamp('revalidated_at', { withTimezone: true }).notNull().defaultNow(),
});

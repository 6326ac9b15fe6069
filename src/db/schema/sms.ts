import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BULLETIN_LANGUAGES } from '@/modules/bulletins/rules/bulletin-document';
import { SUBSCRIBER_STATES, CONSENT_METHODS, SMS_MESSAGE_KINDS, SMS_MESSAGE_STATES } from '@/modules/sms/rules/phonebook';
import { bulletin } from './bulletins';
import { crop } from './calendar';
import { municipality, province } from './region';

/**
 * One farmer's phone number (decision 064). The number is personal data (RA 10173): kept only sealed
 * (AES-256-GCM under a key derived from ACAP_DATA_KEY) and as a keyed hash for look-up; never in plain
 * text in a row, a log, a job or a backup. Erasure clears the sealed number and the name, keeping the
 * row's id for the ledger and the hash on the do-not-text list.
 */
export const smsSubscriber = pgTable(
  'sms_subscriber',
  {
    id: text('id').primaryKey(),
    /** `acap1.…` sealed E.164 number; null once erased. */
    phoneSealed: text('phone_sealed'),
    /** HMAC-SHA256 of the E.164 number under the look-up key (hex); unique while the number is kept. */
    phoneHash: text('phone_hash'),
    /** The farmer's name when the list gave one, sealed like the number. */
    nameSealed: text('name_sealed'),
    state: text('state', { enum: SUBSCRIBER_STATES }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentMethod: text('consent_method', { enum: CONSENT_METHODS }).notNull(),
    /** The words the farmer agreed to (the form's, the text's, or the office's list's). */
    consentWording: text('consent_wording').notNull(),
    /** Where the number came from: the list's source column, the file, "web form", "text". */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** Who stopped the sending: the farmer (a text), staff, or erasure. */
    stoppedBy: text('stopped_by', { enum: ['farmer', 'staff', 'erased'] }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // One row per number kept (two imports at once end with one row); erased rows have no hash.
    uniqueIndex('sms_subscriber_phone_hash_idx').on(t.phoneHash),
    check('sms_subscriber_erased_check', sql`${t.erasedAt} is null or (${t.phoneSealed} is null and ${t.phoneHash} is null and ${t.nameSealed} is null)`),
  ],
);

/** What a number receives: one row per place, crop and language (a number may have several). */
export const smsSubscription = pgTable(
  'sms_subscription',
  {
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => smsSubscriber.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.municipalityPsgc, t.cropKey, t.language] }),
    // Publishing looks up every subscriber of a place, crop and language.
    index('sms_subscription_audience_idx').on(t.municipalityPsgc, t.cropKey, t.language),
  ],
);

/**
 * Numbers that asked to stop and were erased, as keyed hashes only: a later import or form never
 * subscribes them again.
 */
export const smsDoNotText = pgTable('sms_do_not_text', {
  phoneHash: text('phone_hash').primaryKey(),
  /** The look-up key the hash was made with: an entry is recognised only while that key is configured. */
  keyId: text('key_id'),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  /** How many times a list tried to subscribe the number again since (for staff to see, not who). */
  refusedImports: integer('refused_imports').notNull().default(0),
});

/**
 * The ledger of texts (decision 065): one row per bulletin and number, or per code or reply. It carries
 * the subscriber's id, never the number; a bulletin's text is its frozen SMS text. Sending is at most
 * once: a row is `sending` before the gateway is called, and a row left `sending` by a crash is checked
 * against the gateway's own record before anything is sent again.
 */
export const smsMessage = pgTable(
  'sms_message',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: SMS_MESSAGE_KINDS }).notNull(),
    bulletinId: text('bulletin_id').references(() => bulletin.id),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => smsSubscriber.id),
    /** The text of a code or a reply; null for a bulletin's, which is the bulletin's frozen text. */
    body: text('body'),
    parts: integer('parts').notNull(),
    gateway: text('gateway').notNull(),
    state: text('state', { enum: SMS_MESSAGE_STATES }).notNull().default('queued'),
    gatewayMessageId: text('gateway_message_id'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the provider reported the text delivered (or failed after sending); null while it has not said. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The last time the sender asked the provider about this text's status. */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A bulletin's text: the place, crop and advisory it tells of (`bulletinAdvisoryKey`, decision 081).
     * Null for codes and replies, and for a withdrawn bulletin's texts that never left.
     */
    advisoryKey: text('advisory_key'),
  },
  (t) => [
    // A bulletin reaches a number once, whatever retries or instances do.
    uniqueIndex('sms_message_bulletin_subscriber_idx').on(t.bulletinId, t.subscriberId),
    // And an advisory reaches a number once, whatever the number of bulletins approved for it.
    uniqueIndex('sms_message_subscriber_advisory_idx').on(t.subscriberId, t.advisoryKey),
    index('sms_message_state_idx').on(t.state, t.queuedAt),
  ],
);

/**
 * The `outbox` gateway's record (the embedded default): what would have been sent, for staff to read.
 * Nothing leaves the machine; the number is not copied here (the page opens the subscriber's).
 */
export const smsOutbox = pgTable('sms_outbox', {
  id: text('id').primaryKey(),
  messageId: text('message_id')
    .notNull()
    .unique()
    .references(() => smsMessage.id),
  subscriberId: text('subscriber_id')
    .notNull()
    .references(() => smsSubscriber.id),
  text: text('text').notNull(),
  parts: integer('parts').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A subscription a farmer asked for on the public form, waiting for the one-time code texted to that
 * number (no one subscribes another person's phone). The code is kept only as a keyed hash; the request
 * is used once, and expires.
 */
export const smsConfirmation = pgTable(
  'sms_confirmation',
  {
    id: text('id').primaryKey(),
    subscriberId: text('subscriber_id')
      .notNull()
      .references(() => smsSubscriber.id, { onDelete: 'cascade' }),
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
    /** The consent wording the form showed, recorded with the subscription once confirmed. */
    consentWording: text('consent_wording').notNull(),
    /** HMAC of the code under the look-up key (hex). */
    codeHash: text('code_hash').notNull(),
    /** Wrong codes typed so far; the request is refused after a few. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('sms_confirmation_subscriber_idx').on(t.subscriberId, t.createdAt)],
);

/**
 * What farmers' texts did (issue 33): one row per inbound message, with the subscriber it came from when
 * known and what the portal made of it. The text itself is not kept here (a reply that is feedback is
 * kept as feedback, held for review); the number never is.
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: text('id').primaryKey(),
    subscriberId: text('subscriber_id').references(() => smsSubscriber.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['stop', 'subscribe', 'feedback', 'unknown', 'refused'] }).notNull(),
    /** Whether an answer was queued: a provider posting the text again is told what it was told the first time. */
    replied: boolean('replied').notNull().default(false),
    /**
     * When the provider names its texts: a digest of the sender's keyed hash and the provider's id, so the
     * same text posted again is recognised and not acted on twice, while another number's text under a
     * reused id (a new provider counting from 1) is new. Neither the number nor the id is kept.
     */
    providerMessageKey: text('provider_message_key'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_inbound_received_idx').on(t.receivedAt), uniqueIndex('sms_inbound_provider_message_idx').on(t.providerMessageKey)],
);

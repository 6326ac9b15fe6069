// Child of the SMS bench, run as `node --conditions=react-server --import tsx` (like the CLI) so the
// real queueing and sending code loads. On a fresh database: SUBSCRIBERS numbers sealed into the
// phonebook, spread over Laguna's towns for rice in English and Tagalog; then the texts of a province
// batch (every town, rice, both languages: one bulletin each) queued in one transaction, as an approval
// does; then all of them sent through a gateway that answers at once, so what is measured is the
// portal's own work per text. Prints one JSON line of figures.
// Usage: DATABASE_URL=… or ACAP_DATA_DIR=… ACAP_DATA_KEY=… node … scripts/bench/sms-queue.mjs SUBSCRIBERS
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { smsSubscriber, smsSubscription } from '../../src/db/schema/index.ts';
import { openDatabase } from '../../src/platform/db/open-database.ts';
import { hashPhone } from '../../src/modules/sms/server/phonebook/hash-phone.ts';
import { PHONE_CONTEXT } from '../../src/modules/sms/server/phonebook/phone-context.ts';
import { sealSecret } from '../../src/platform/crypto/seal-secret.ts';
import { queueBulletinTexts } from '../../src/modules/sms/queue/queue-bulletin-texts.ts';
import { sendQueuedTexts } from '../../src/modules/sms/server/sending/send-queued-texts.ts';
import { prepareDatabase } from '../../src/platform/startup/prepare-database.ts';

const SUBSCRIBERS = Number(process.argv[2] ?? 50_000);
const CHUNK = 1000;
const LAGUNA = '0403400000';
const TEXT =
  'Bay, Laguna (Rice), Nov 28-Dec 7. 10-day outlook: Heavy rains Nov 28-30, light rains Dec 1-7. Do: Drain the fields. DA-4A farm advice. Official warnings: PAGASA, NDRRMC.';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.ACAP_DATA_DIR ?? '.data', poolSize: 4 });
try {
  await prepareDatabase(handle);
  const { db } = handle;
  const rowsOf = async (query) => (await db.execute(query)).rows;
  const towns = (await rowsOf(sql`select psgc from municipality where province_psgc = ${LAGUNA} order by psgc`)).map((row) => row.psgc);
  const languages = ['en', 'tag'];

  // The phonebook: numbers +63917xxxxxxx, sealed and hashed as an import stores them, in chunks.
  const fillStarted = performance.now();
  for (let from = 0; from < SUBSCRIBERS; from += CHUNK) {
    const people = [];
    const subscriptions = [];
    for (let i = from; i < Math.min(SUBSCRIBERS, from + CHUNK); i += 1) {
      const e164 = `+63917${String(i).padStart(7, '0')}`;
      const id = randomUUID();
      people.push({
        id,
        phoneSealed: sealSecret(e164, PHONE_CONTEXT),
        phoneHash: hashPhone(e164)[0],
        state: 'active',
        consentAt: new Date(),
        consentMethod: 'import',
        consentWording: 'bench',
        source: 'bench',
      });
      const town = towns[i % towns.length];
      subscriptions.push({
        subscriberId: id,
        provincePsgc: LAGUNA,
        municipalityPsgc: town,
        cropKey: 'rice',
        language: languages[Math.floor(i / towns.length) % 2],
      });
    }
    await db.insert(smsSubscriber).values(people);
    await db.insert(smsSubscription).values(subscriptions);
  }
  const fillMs = performance.now() - fillStarted;

  // A province batch: one published bulletin per town and language (rows made directly: the bench measures the texts, not the PDFs).
  const bulletins = towns.flatMap((town) => languages.map((language) => ({ id: randomUUID(), town, language })));
  for (const b of bulletins)
    await db.execute(sql`
      insert into bulletin (id, reference, type, owner_id, owner_email, province_psgc, municipality_psgc, crop_key, language, period_from, period_to, request, document, content_key, pdf, pdf_size, pdf_sha256, state, published_at, sms_text)
      values (${b.id}, ${`BENCH-${b.id.slice(0, 8)}`}, 'ten_day', 'system', 'bench@acap.invalid', ${LAGUNA}, ${b.town}, 'rice', ${b.language}, '2026-11-28', '2026-12-07', '{}'::jsonb, '{}'::jsonb, ${b.id}, '\\x00'::bytea, 1, 'bench', 'published', now(), ${TEXT})`);

  // Queueing, as the approval's transaction does for each bulletin of the batch.
  const queueStarted = performance.now();
  const queued = await db.transaction(async (tx) => {
    let total = 0;
    for (const b of bulletins)
      total += await queueBulletinTexts(tx, { id: b.id, municipalityPsgc: b.town, cropKey: 'rice', language: b.language, smsText: TEXT });
    return total;
  });
  const queueMs = performance.now() - queueStarted;

  // Sending through a gateway that takes every text at once: the portal's own cost per text.
  let calls = 0;
  const instant = {
    name: 'outbox',
    batchSize: 1000,
    send: async (texts) => {
      calls += 1;
      return texts.map((text) => ({ messageId: text.messageId, gatewayMessageId: `bench-${text.messageId}` }));
    },
    find: async () => null,
  };
  const sendStarted = performance.now();
  const sent = await sendQueuedTexts(db, instant);
  const sendMs = performance.now() - sendStarted;
  const [{ count: sentRows }] = await rowsOf(sql`select count(*)::int as count from sms_message where state = 'sent'`);

  console.log(
    JSON.stringify({
      kind: handle.kind,
      subscribers: SUBSCRIBERS,
      bulletins: bulletins.length,
      fillMs,
      queued,
      queueMs,
      sent: sent.sent,
      sentRows,
      calls,
      sendMs,
    }),
  );
} finally {
  await handle.close();
}

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUT as putSms } from '@/app/api/bulletins/[id]/sms/route';
import { POST as postSeasonal } from '@/app/api/reports/seasonal/crops/route';
import { POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { GET as exportSms } from '@/app/api/sms/export/route';
import { GET as openSms } from '@/app/api/v1/places/[psgc]/sms/route';
import { auditLog, bulletin } from '@/db/schema';
import type { BulletinState } from '@/modules/bulletins/rules/bulletin-state';
import { composeSmsText } from '@/modules/sms/rules/compose-sms-text';
import { countSms } from '@/modules/sms/rules/count-sms';
import { SMS_WORDS } from '@/modules/sms/rules/sms-words';
import { parse as parseCsv } from 'csv-parse/sync';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers, type Caller } from '../support/callers';
import { signIn } from '../support/sign-in';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
const BAY = '0403402000';
const LAGUNA = '0403400000';
const AGONCILLO = '0401001000';
const NOWHERE = '00000000-0000-4000-8000-000000000000';
const EN_CLOSING = SMS_WORDS.en.closing;
const TL_CLOSING = SMS_WORDS.tag.closing;

type Handler = (request: Request) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of documented JSON
type Json = Record<string, any>;

const send = (handler: Handler, method: string, path: string, headers: Record<string, string>, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const saveRoute = atRoute('/api/bulletins/[id]/sms', putSms);
const save = (id: string, headers: Record<string, string>, smsText: unknown) => send(saveRoute, 'PUT', `/api/bulletins/${id}/sms`, headers, { smsText });
const exportCsv = (query: string, headers: Record<string, string>) => exportSms(new Request(`${BASE}/api/sms/export${query}`, { headers }));
const openRoute = atRoute('/api/v1/places/[psgc]/sms', openSms);
const openList = async (psgc: string, query = '', headers: Record<string, string> = {}) => {
  const answer = await openRoute(new Request(`${BASE}/api/v1/places/${psgc}/sms${query}`, { headers }));
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Json };
};
const errorOf = async (answer: Response) => ((await answer.json()) as { error: { code: string; message: string } }).error;

const rowOf = async (id: string) => (await (await portalDb()).select().from(bulletin).where(eq(bulletin.id, id)))[0]!;
const setState = async (id: string, state: BulletinState, publishedAt: Date | null = null) =>
  (await portalDb()).update(bulletin).set({ state, publishedAt }).where(eq(bulletin.id, id));
const smsAudits = async (id: string) =>
  (await portalDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'bulletin.sms'), eq(auditLog.target, id)));

// The fixture's outlooks are from 2025 and have ended: the staff confirm making bulletins from them.
const bay = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', allowExpired: true, operation: 'create' };
const made: Record<'tenDayEn' | 'tenDayTl' | 'seasonalEn' | 'specialEn' | 'specialTl' | 'bySuperadmin', string> = {
  tenDayEn: '',
  tenDayTl: '',
  seasonalEn: '',
  specialEn: '',
  specialTl: '',
  bySuperadmin: '',
};

async function create(handler: Handler, path: string, headers: Record<string, string>, body: Record<string, unknown>): Promise<string> {
  const answer = await send(handler, 'POST', path, headers, { ...bay, ...body });
  expect(answer.status, path).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
    made.tenDayEn = await create(postTenDay, '/api/reports/tenday/crops', callers.admin, { language: 'en' });
    made.tenDayTl = await create(postTenDay, '/api/reports/tenday/crops', callers.admin, { language: 'tag' });
    made.seasonalEn = await create(postSeasonal, '/api/reports/seasonal/crops', callers.admin, { language: 'en', month: 'sep', isFull: true });
    made.specialEn = await create(postSpecial, '/api/reports/special/crops', callers.admin, { language: 'en' });
    made.specialTl = await create(postSpecial, '/api/reports/special/crops', callers.admin, { language: 'tag' });
    made.bySuperadmin = await create(postTenDay, '/api/reports/tenday/crops', callers.superadmin, { language: 'en' });
  },
});

describe('the SMS text composed from a saved bulletin', () => {
  it('says place, crop, period, outlook and actions in the bulletin’s language, GSM-7 within 2 parts', async () => {
    const texts = Object.fromEntries(await Promise.all(Object.entries(made).map(async ([key, id]) => [key, composeSmsText((await rowOf(id)).document)])));
    for (const [key, text] of Object.entries(texts)) expect(countSms(text as string), key).toMatchObject({ encoding: 'GSM-7', fits: true });
    expect(texts.tenDayEn).toMatch(/^Bay, Laguna \(Rice\), Aug 18-27, 2025\. 10-day outlook: Heavy rains Aug 18-24, moderate rains Aug 25-27\. Do: \S/);
    // The Tagalog words are longer: with the closing line, the outlook gives up its dates for the days of each rainfall class.
    expect(texts.tenDayTl).toMatch(
      /^Bay, Laguna \(Palay\), Ago 18-27, 2025\. Pagtataya sa 10 araw: Malakas na ulan 7 araw, katamtamang ulan 3 araw\. Gawin: \S/,
    );
    // Six months and a long first step do not fit: the outlook keeps its first three months.
    expect(texts.seasonalEn).toMatch(
      /^Bay, Laguna \(Rice\), Sep 2025-Feb 2026\. Rainfall outlook: Sep way below normal, Oct below normal, Nov near normal\. Do: \S/,
    );
    expect(texts.specialEn).toMatch(/^Bay, Laguna \(Rice\), Oct \d+(-\d+)?, 2025\. Cyclone Kristine: Signal No\. 2\b.*\. Do: \S/);
    expect(texts.specialTl).toMatch(/Bagyong Kristine: Babala Blg\. 2\b.*\. Gawin: \S/);
    // Every text ends with the closing line in its language: farm advice, and where the official warnings are.
    for (const [key, text] of Object.entries(texts))
      expect(text, key).toMatch(
        key.endsWith('Tl') ? /\. Payo sa bukid ng DA-4A\. Opisyal na babala: PAGASA, NDRRMC\.$/ : /\. DA-4A farm advice\. Official warnings: PAGASA, NDRRMC\.$/,
      );
  });
});

describe('PUT /api/bulletins/{id}/sms', () => {
  it('refuses anonymous callers and accounts without a level', async () => {
    expect((await save(made.tenDayEn, callers.anonymous, 'Bay: rain')).status).toBe(401);
    expect((await save(made.tenDayEn, callers.noLevel, 'Bay: rain')).status).toBe(403);
    expect((await rowOf(made.tenDayEn)).smsText).toBeNull();
  });

  it("lets the author (an admin) change a draft's text, the closing line added once, with an audit row, and go back to the composed text", async () => {
    const written = 'Bay, Laguna: heavy rains Aug 18-24.\nDo: open the field drains.';
    const edited = `${written} ${EN_CLOSING}`;
    const answer = await save(made.tenDayEn, callers.admin, `  ${written.replace('\n', '\r\n')}  `);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Json;
    expect(body).toMatchObject({
      message: 'The SMS text was saved.',
      sms: { text: edited, closingLine: EN_CLOSING, edited: true, editable: true, encoding: 'GSM-7', parts: 1 },
    });
    expect((await rowOf(made.tenDayEn)).smsText).toBe(edited);
    expect((await smsAudits(made.tenDayEn)).map((audit) => audit.summary)).toEqual([
      expect.objectContaining({ edited: true, parts: 1, encoding: 'GSM-7', characters: [...edited].length }),
    ]);
    // A text that already ends with the closing line keeps it once, whatever stood before it.
    for (const ended of [edited, `${written}\n${EN_CLOSING}`]) {
      const again = await save(made.tenDayEn, callers.admin, ended);
      expect(((await again.json()) as Json).sms.text).toBe(edited);
    }
    const composed = composeSmsText((await rowOf(made.tenDayEn)).document);
    const composedWritten = composed.slice(0, -EN_CLOSING.length).trimEnd();
    for (const reset of [null, '', '   ', composed, composedWritten, EN_CLOSING]) {
      await save(made.tenDayEn, callers.admin, 'Something else.');
      const back = await save(made.tenDayEn, callers.admin, reset);
      expect(back.status).toBe(200);
      expect(((await back.json()) as Json).sms).toMatchObject({ text: composed, composedText: composed, edited: false });
      expect((await rowOf(made.tenDayEn)).smsText).toBeNull();
    }
  });

  it('keeps a UCS-2 text that fits 2 parts with its closing line, and refuses one of 3 parts, a second closing line or one starting like a formula with 422 and what to change', async () => {
    // 72 characters, a space and the Tagalog closing line of 58: 131 of the 134 UCS-2 characters of two parts.
    const curly = `${'Ulan '.repeat(13)}“bukas”`;
    const kept = await save(made.tenDayTl, callers.admin, curly);
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as Json).sms).toMatchObject({ text: `${curly} ${TL_CLOSING}`, encoding: 'UCS-2', parts: 2, characters: 131 });
    const tooLong = await save(made.tenDayTl, callers.admin, `${curly} nga`);
    expect(tooLong.status).toBe(422);
    expect((await errorOf(tooLong)).message).toBe(
      'Too long: the text takes 3 SMS parts and may take at most 2 (UCS-2: 67 characters a part; replacing the characters listed makes room). ' +
        'Remove 1 character before the closing line (its 58 characters always end the text), or shorten it elsewhere.',
    );
    // The English closing line written into a Tagalog bulletin's text: the Tagalog one would follow it.
    const twice = await save(made.tenDayTl, callers.admin, `Bay: ulan bukas. ${EN_CLOSING}`);
    expect(twice.status).toBe(422);
    expect((await errorOf(twice)).message).toBe(`The closing line "${TL_CLOSING}" is added once, at the end: remove the closing line from the text you wrote.`);
    const gsmTooLong = await save(made.tenDayTl, callers.admin, 'a'.repeat(307));
    expect(gsmTooLong.status).toBe(422);
    expect((await errorOf(gsmTooLong)).message).toContain('takes 3 SMS parts');
    const formula = await save(made.tenDayTl, callers.admin, '=HYPERLINK("http://example.com","Ulan")');
    expect(formula.status).toBe(422);
    expect((await errorOf(formula)).message).toContain('may not start with =, +, - or @');
    expect((await rowOf(made.tenDayTl)).smsText).toBe(`${curly} ${TL_CLOSING}`);
    expect(await smsAudits(made.tenDayTl)).toHaveLength(1);
  });

  it('lets a reviewer change a bulletin in review; refuses another admin, and every change once it is published or withdrawn', async () => {
    await setState(made.seasonalEn, 'in_review');
    const otherAdmin = (await signIn('admin')).headers;
    const refused = await save(made.seasonalEn, otherAdmin, 'Bay: rain.');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Only the staff member who saved this bulletin, or a reviewer, may change its SMS text.');
    expect((await save(made.seasonalEn, callers.superadmin, 'Bay, Laguna: below normal rain until November.')).status).toBe(200);
    const reviewer = (await signIn('admin', { reviewer: true })).headers;
    expect((await save(made.seasonalEn, reviewer, 'Bay, Laguna: below normal rain until Nov.')).status).toBe(200);
    expect((await save(made.seasonalEn, callers.admin, 'Bay, Laguna: below normal rain.')).status).toBe(200);
    for (const state of ['published', 'withdrawn'] as const) {
      await setState(made.seasonalEn, state, new Date('2025-09-01T01:00:00Z'));
      for (const headers of [callers.admin, callers.superadmin]) {
        const late = await save(made.seasonalEn, headers, 'Bay: later text.');
        expect(late.status).toBe(409);
        expect((await errorOf(late)).message).toMatch(new RegExp(`^Bulletin ACAP-\\S+ is ${state}: its SMS text can no longer be changed\\.$`));
      }
    }
    expect((await rowOf(made.seasonalEn)).smsText).toBe(`Bay, Laguna: below normal rain. ${EN_CLOSING}`);
    await setState(made.seasonalEn, 'draft');
  });

  it('answers 404 for an unknown bulletin and 400 for an address or body it cannot read', async () => {
    expect((await save(NOWHERE, callers.superadmin, 'Bay: rain.')).status).toBe(404);
    expect((await save('999999', callers.superadmin, 'Bay: rain.')).status).toBe(400);
    for (const body of [{}, { smsText: 42 }, { smsText: 'x'.repeat(2001) }, { smsText: 'ok', extra: true }]) {
      const answer = await send(saveRoute, 'PUT', `/api/bulletins/${made.tenDayEn}/sms`, callers.admin, body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});

describe('published texts: the CSV export and the open API', () => {
  const WRITTEN = 'Bay, Laguna: "Malakas na ulan", bukas.\nGawin: buksan ang kanal; ihanda ang bangka.';
  /** As it is kept and published: with the Tagalog closing line. */
  const EDITED = `${WRITTEN} ${TL_CLOSING}`;

  // Published one after another: special (Aug 22), Tagalog 10-day (Aug 21), English 10-day (Aug 20). The rest stay drafts, in review or withdrawn.
  const publish = async () => {
    expect((await save(made.specialTl, callers.admin, WRITTEN)).status).toBe(200);
    await setState(made.tenDayEn, 'published', new Date('2025-08-20T01:00:00Z'));
    await setState(made.tenDayTl, 'published', new Date('2025-08-21T01:00:00Z'));
    await setState(made.specialTl, 'published', new Date('2025-08-22T01:00:00Z'));
    await setState(made.specialEn, 'in_review');
    await setState(made.bySuperadmin, 'withdrawn', new Date('2025-08-19T01:00:00Z'));
  };

  it('export: staff only', async () => {
    await publish();
    expect((await exportCsv(`?place=${BAY}`, callers.anonymous)).status).toBe(401);
    expect((await exportCsv(`?place=${BAY}`, callers.noLevel)).status).toBe(403);
    for (const caller of ['admin', 'superadmin'] as Caller[]) expect((await exportCsv(`?place=${BAY}`, callers[caller])).status, caller).toBe(200);
  });

  it('export: the published texts of a place, newest first, CSV-escaped, in Philippine time, as an attachment', async () => {
    const answer = await exportCsv(`?place=${BAY}`, callers.admin);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="acap-sms-bay-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = await answer.text();
    // The edited text's comma, quotes and line break stay inside one quoted field.
    expect(raw).toContain(`"Bay, Laguna: ""Malakas na ulan"", bukas.\nGawin: buksan ang kanal; ihanda ang bangka. ${TL_CLOSING}"`);
    const [header, ...rows] = parseCsv(raw);
    expect(header).toEqual([
      'reference',
      'province',
      'municipality',
      'crop',
      'type',
      'language',
      'period',
      'published_at',
      'parts',
      'encoding',
      'characters',
      'text',
      'web_address',
    ]);
    const [special, tenDayTl, tenDayEn] = rows as [string[], string[], string[]];
    expect(rows).toHaveLength(3);
    expect(special.slice(1, 12)).toEqual([
      'Laguna',
      'Bay',
      'Palay',
      'special_weather',
      'tag',
      expect.any(String),
      '2025-08-22 09:00 PHT',
      '1',
      'GSM-7',
      '141',
      EDITED,
    ]);
    expect(special[0]).toBe((await rowOf(made.specialTl)).reference);
    expect(special[12]).toMatch(new RegExp(`^https?://.+/bulletins/${made.specialTl}$`));
    expect(tenDayTl.slice(4, 8)).toEqual(['ten_day', 'tag', 'Agosto 18 – 27, 2025', '2025-08-21 09:00 PHT']);
    // Edited above with curly quotes, within 2 UCS-2 parts: exported as it was kept.
    expect(tenDayTl.slice(8, 12)).toEqual(['2', 'UCS-2', '131', `${'Ulan '.repeat(13)}“bukas” ${TL_CLOSING}`]);
    expect(tenDayEn[11]).toBe(composeSmsText((await rowOf(made.tenDayEn)).document));
    for (const row of rows) expect(countSms(row[11]!)).toMatchObject({ parts: Number(row[8]), encoding: row[9], characters: Number(row[10]) });
  });

  it('export: a province holds its places’ texts; filters by type and language; an unknown or malformed place is refused', async () => {
    const rowsOf = async (query: string) => parseCsv(await (await exportCsv(query, callers.superadmin)).text()).slice(1);
    expect(await rowsOf(`?place=${LAGUNA}`)).toHaveLength(3);
    expect((await rowsOf(`?place=${LAGUNA}&type=ten_day`)).map((row) => row[5])).toEqual(['tag', 'en']);
    expect((await rowsOf(`?place=${BAY}&language=en`)).map((row) => row[4])).toEqual(['ten_day']);
    // What the page's GET form sends for "All types" and "Both".
    expect(await rowsOf(`?place=${BAY}&type=&language=`)).toHaveLength(3);
    expect(await rowsOf(`?place=${AGONCILLO}`)).toEqual([]);
    const unknown = await exportCsv('?place=0403499999', callers.admin);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toContain('0403499999');
    for (const query of ['', '?place=Bay', `?place=${BAY}&type=weekly`, `?place=${BAY}&format=xlsx`])
      expect((await exportCsv(query, callers.admin)).status, query).toBe(400);
  });

  it('open API: anyone reads the published texts only, newest first, with their count and links, a province’s too', async () => {
    for (const caller of ['anonymous', 'admin', 'superadmin'] as Caller[]) {
      const { status, headers, body } = await openList(BAY, '', callers[caller]);
      expect(status, caller).toBe(200);
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(body.texts.map((sms: Json) => sms.id)).toEqual([made.specialTl, made.tenDayTl, made.tenDayEn]);
    }
    const { body } = await openList(BAY);
    expect(body).toMatchObject({ place: { psgc: BAY, name: 'Bay' }, total: 3, page: 1, pageSize: 20, links: { next: null, previous: null } });
    expect(body.texts[0]).toEqual({
      id: made.specialTl,
      type: 'special_weather',
      reference: (await rowOf(made.specialTl)).reference,
      language: 'tag',
      province: 'Laguna',
      municipality: 'Bay',
      crop: 'Palay',
      period: expect.any(String),
      publishedAt: '2025-08-22T01:00:00.000Z',
      text: EDITED,
      encoding: 'GSM-7',
      characters: 141,
      parts: 1,
      links: { html: `/bulletins/${made.specialTl}`, pdf: `/bulletins/${made.specialTl}.pdf` },
    });
    const listed = new Set(body.texts.map((sms: Json) => sms.id));
    for (const hidden of [made.specialEn, made.seasonalEn, made.bySuperadmin]) expect(listed.has(hidden)).toBe(false);
    expect((await openList(LAGUNA)).body.total).toBe(3);
    expect((await openList(LAGUNA, '?type=special_weather')).body.texts.map((sms: Json) => sms.id)).toEqual([made.specialTl]);
    expect((await openList(BAY, '?crop=corn')).body.total).toBe(0);
    expect((await openList(AGONCILLO)).body).toMatchObject({ total: 0, texts: [] });
    expect((await openList(BAY, '?page=2')).body).toMatchObject({ texts: [], links: { previous: `/api/v1/places/${BAY}/sms?page=1` } });
    expect((await openList(BAY, '?crop=durian')).status).toBe(404);
    expect((await openList('0403499999')).status).toBe(404);
    expect((await openList('Bay')).status).toBe(400);
  });

  it('open API: a text published and then withdrawn leaves the list', async () => {
    await setState(made.tenDayEn, 'withdrawn', new Date('2025-08-20T01:00:00Z'));
    expect((await openList(BAY)).body.texts.map((sms: Json) => sms.id)).toEqual([made.specialTl, made.tenDayTl]);
    expect(parseCsv(await (await exportCsv(`?place=${BAY}`, callers.admin)).text())).toHaveLength(3);
  });
});

import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { GET as openRecommendations } from '@/app/api/v1/places/[psgc]/recommendations/route';
import { GET as openOutlooks } from '@/app/api/v1/places/[psgc]/outlooks/route';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { POST as remakeRoute } from '@/app/api/review/remake/route';
import { GET as signalChangesRoute } from '@/app/api/review/signal-changes/route';
import { eq } from 'drizzle-orm';
import { bulletin } from '@/db/schema';
import { POST as submitRoute } from '@/app/api/review/submit/route';
import { POST as postTenDayBulletin } from '@/app/api/reports/tenday/crops/route';
import { composeSmsText } from '@/modules/sms/rules/compose-sms-text';
import { countSms } from '@/modules/sms/rules/count-sms';
import { SMS_WORDS } from '@/modules/sms/rules/sms-words';
import { composeSpecialBulletin } from '@/modules/bulletins/server/compose-special-bulletin';
import { composeTenDayBulletin } from '@/modules/bulletins/server/compose-ten-day-bulletin';
import { getBulletinLogos } from '@/modules/bulletins/server/get-bulletin-logos';
import { getBulletinMap } from '@/modules/bulletins/server/get-bulletin-map';
import { renderBulletinPdf } from '@/modules/bulletins/server/render-bulletin-pdf';
import { pdfText } from '../support/pdf-text';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';
import { loadDryTenDay, raiseSignals, typhoonWeekPortal } from '../support/typhoon-week';

/**
 * A typhoon week as a farmer in City of Calamba lives it: a current 10-day outlook of light rains
 * (whose advice is to catch rainwater) while Signal No. 3 is up for the town and No. 2 for Laguna.
 * Every product of the place must lead with the storm, and dry-weather advice must wait for it to pass.
 */
const BASE = 'http://localhost:3000';
const CALAMBA = '0403405000';
const { callers, staff, post } = typhoonWeekPortal();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of documented JSON
type Json = Record<string, any>;
let madeBeforeTheSignal = '';
const stamp = { issuedAt: new Date(), reference: 'ACAP-4A-STORM', webAddress: 'http://localhost:3000/bulletins/storm' };
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');
const read = async (route: ReturnType<typeof atRoute>, path: string) => (await (await route(new Request(`${BASE}${path}`))).json()) as Json;
const recommendations = atRoute('/api/v1/places/[psgc]/recommendations', openRecommendations);
const outlooks = atRoute('/api/v1/places/[psgc]/outlooks', openOutlooks);
const signalChanges = signalChangesRoute;

const calamba = { province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', operation: 'preview' as const };

describe('a typhoon week in City of Calamba', () => {
  it('gives the dry-weather advice as it is while no signal is up', async () => {
    await loadDryTenDay(callers.admin);
    const doc = await composeTenDayBulletin(await portalDb(), { ...calamba, language: 'en' });
    expect(doc.storm).toBeNull();
    expect(doc.advice.some((a) => /rainwater/i.test(plain(a.practice)))).toBe(true);
    expect(doc.advice.every((a) => a.storm === undefined)).toBe(true);

    const saved = await post(postTenDayBulletin, '/api/reports/tenday/crops', { ...calamba, operation: 'create', language: 'en' }, staff.author);
    expect(saved.status).toBe(201);
    madeBeforeTheSignal = ((await saved.json()) as { id: string }).id;
    expect((await post(submitRoute, '/api/review/submit', { ids: [madeBeforeTheSignal] }, staff.author)).status).toBe(200);
  });

  it('leads the 10-day bulletin, its PDF and its SMS text with Signal No. 3, and keeps "catch rainwater" for after the storm', async () => {
    await raiseSignals(callers.admin, new Date(Date.now() - 3_600_000));
    const doc = await composeTenDayBulletin(await portalDb(), { ...calamba, language: 'en' });
    expect(doc.storm).toMatchObject({ signal: { code: 'signal_number_3', label: 'Signal No. 3' }, cycloneName: 'RAMON', bulletinNumber: '8' });
    expect(doc.storm!.headline).toMatch(/^Signal No\. 3 is up for City of Calamba: tropical cyclone RAMON, advisory no\. 8, issued .+ PHT\.$/);
    expect(doc.advice[0]).toMatchObject({ storm: 'storm' });
    const dry = doc.advice.filter((a) => /rainwater|irrigat/i.test(plain(a.practice)));
    expect(dry.length).toBeGreaterThan(0);
    expect(dry.every((a) => a.storm === 'after_storm')).toBe(true);
    const order = doc.advice.map((a) => a.storm ?? 'meanwhile');
    expect(order.lastIndexOf('storm')).toBeLessThan(order.indexOf('after_storm'));

    const rendered = await renderBulletinPdf(doc, await getBulletinMap(await portalDb(), doc), stamp, await getBulletinLogos());
    expect(rendered.pages).toBe(1);
    const text = (await pdfText(rendered.pdf)).join(' ').replace(/\s+/g, ' ');
    const at = (words: string) => text.indexOf(words);
    expect(at('Signal No. 3 is up for City of Calamba')).toBeGreaterThan(-1);
    expect(at('Before the storm: Signal No. 3')).toBeGreaterThan(-1);
    expect(at('After the storm passes')).toBeGreaterThan(at('Before the storm: Signal No. 3'));
    expect(at('Signal No. 3 is up for City of Calamba')).toBeLessThan(at('Weather outlook for the next ten days'));
    expect(at('rainwater')).toBeGreaterThan(at('After the storm passes'));

    const sms = composeSmsText(doc);
    expect(sms).toMatch(/^City of Calamba, Laguna \(Rice\), .+\. Signal No\. 3 \(RAMON, advisory 8\)\. /);
    expect(sms).not.toMatch(/rainwater/i);
    // Relayed farm advice, never the warning itself: the closing line says where official warnings are.
    expect(sms.endsWith(` ${SMS_WORDS.en.closing}`)).toBe(true);
    expect(countSms(sms)).toMatchObject({ encoding: 'GSM-7', fits: true });
  });

  it('refuses to publish the bulletin made before the signal was raised, naming the advisory to remake it from', async () => {
    const answer = await post(approveRoute, '/api/review/approve', { ids: [madeBeforeTheSignal], acknowledged: ['demo_data'] }, staff.reviewer);
    expect(answer.status).toBe(409);
    const { error } = (await answer.json()) as { error: { message: string } };
    expect(error.message).toContain('Signal No. 3 is up for City of Calamba now, and this bulletin was made without it. Remake it from advisory no. 8');
  });

  it("prints PAGASA's hazards and the advisory's validity on the town's cyclone bulletin", async () => {
    const doc = await composeSpecialBulletin(await portalDb(), { ...calamba, language: 'tag' });
    if (doc.weather.kind !== 'special_weather') throw new Error('expected a cyclone bulletin');
    expect(doc.weather.hazards).toEqual([
      { label: 'Pagtataya ng malakas na ulan', text: 'Malakas hanggang matinding ulan (100–200 mm) sa Laguna at Batangas' },
      { label: 'Baha at pagguho ng lupa', text: 'Flooding and rain-induced landslides are likely in low-lying and mountainous areas' },
    ]);
    // Its period is the advisory's validity, from its issue to 24 hours later, in Philippine time.
    expect(doc.period.label).toMatch(/^\S+ \d+, \d{4}, \d\d:\d\d PHT – \S+ \d+, \d{4}, \d\d:\d\d PHT$/);
    const rendered = await renderBulletinPdf(doc, await getBulletinMap(await portalDb(), doc), stamp, await getBulletinLogos());
    expect(rendered.pages).toBe(1);
    expect((await pdfText(rendered.pdf)).join(' ').replace(/\s+/g, ' ')).toContain('Pagtataya ng malakas na ulan: Malakas hanggang matinding ulan');
    // The flooding hazard has no Tagalog text: printed in English, and the reviewer is told.
    expect(doc.weather.untranslated).toEqual(['Baha at pagguho ng lupa']);
  });

  it('lists the bulletin on the staff desk as one whose signal changed, and remakes it from advisory no. 8 as a review batch', async () => {
    const listed = await signalChanges(new Request(`${BASE}/api/review/signal-changes`, { headers: staff.author }));
    expect(listed.status).toBe(200);
    const { changes } = (await listed.json()) as { changes: Json[] };
    expect(changes).toEqual([
      expect.objectContaining({ id: madeBeforeTheSignal, then: null, now: 'signal_number_3', advisoryNumber: '8', state: 'in_review' }),
    ]);
    expect((await signalChanges(new Request(`${BASE}/api/review/signal-changes`))).status).toBe(401);

    const remade = await post(remakeRoute, '/api/review/remake', { ids: [madeBeforeTheSignal] }, staff.author);
    expect(remade.status, await remade.clone().text()).toBe(200);
    const answer = (await remade.json()) as { count: number; batchId: string; message: string };
    expect(answer).toMatchObject({ count: 1, failed: [] });
    expect(answer.message).toMatch(/^1 bulletin made again from the advisory in force and sent to review as one batch\.$/);
    const fresh = (await (await portalDb()).select().from(bulletin).where(eq(bulletin.reviewBatchId, answer.batchId)))[0]!;
    expect(fresh.state).toBe('in_review');
    expect(fresh.document.storm?.signal.code).toBe('signal_number_3');
    // Answered now: the list is empty, and asking again is a clear 409.
    expect(
      ((await (await signalChanges(new Request(`${BASE}/api/review/signal-changes`, { headers: staff.author }))).json()) as { changes: Json[] }).changes,
    ).toEqual([]);
    const again = await post(remakeRoute, '/api/review/remake', { ids: [madeBeforeTheSignal] }, staff.author);
    expect(again.status).toBe(409);
  });

  it('says it in Tagalog in a Tagalog bulletin', async () => {
    const doc = await composeTenDayBulletin(await portalDb(), { ...calamba, language: 'tag' });
    expect(doc.storm!.headline).toMatch(/^Nakataas ang Babala Blg\. 3 sa City of Calamba: Bagyong RAMON, abiso Blg\. 8, inilabas noong /);
    expect(doc.storm!.signal.label).toBe('Babala Blg. 3');
  });

  it('leads the open answers of the place with the signal, and moves the dry advice out of what to do now', async () => {
    const body = await read(recommendations, `/api/v1/places/${CALAMBA}/recommendations?crop=rice&mode=ten_day`);
    expect(body.signal).toMatchObject({ code: 'signal_number_3', cycloneName: 'RAMON', advisoryNumber: '8' });
    const [rice] = body.advice;
    expect(rice.sections[0].type).toBe('special');
    const tenday = rice.sections.find((s: Json) => s.type === 'tenday');
    const words = (items: Json[]) => items.map((r) => plain(r.practice.en)).join(' ');
    expect(words(tenday.recommendations)).not.toMatch(/rainwater|irrigat/i);
    expect(words(tenday.afterStorm)).toMatch(/rainwater/i);
    expect((await read(outlooks, `/api/v1/places/${CALAMBA}/outlooks`)).signal).toMatchObject({ code: 'signal_number_3' });
  });

  it('ends with the advisory: past its validity, and under "no active cyclone"', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 26 * 3_600_000 });
    onTestFinished(() => void vi.useRealTimers());
    expect((await composeTenDayBulletin(await portalDb(), { ...calamba, language: 'en', allowExpired: true })).storm).toBeNull();
    expect((await read(outlooks, `/api/v1/places/${CALAMBA}/outlooks`)).signal).toBeNull();
    vi.useRealTimers();

    await raiseSignals(callers.admin, new Date(), { activeCyclone: false });
    const doc = await composeTenDayBulletin(await portalDb(), { ...calamba, language: 'en' });
    expect(doc.storm).toBeNull();
    expect(doc.advice.every((a) => a.storm === undefined)).toBe(true);
    expect((await read(recommendations, `/api/v1/places/${CALAMBA}/recommendations?crop=rice`)).signal).toBeNull();
  });
});

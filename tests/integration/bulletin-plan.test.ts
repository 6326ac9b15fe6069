import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUT as putCalendar } from '@/app/api/calendar/route';
import { POST as planRoute } from '@/app/api/reports/plan/route';
import { POST as postSeasonal } from '@/app/api/reports/seasonal/crops/route';
import { POST as postSpecial } from '@/app/api/reports/special/crops/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { bulletin, recommendation } from '@/db/schema';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { toBulletinPlan, type BulletinPlan } from '@/modules/bulletins/rules/bulletin-plan-answer';
import { manilaToday } from '@/platform/format/manila-time';
import { changePublicData } from '@/platform/cache/change-public-data';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadBayOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { portalDb } from '../support/test-database';
import { loadDryTenDay, raiseSignals } from '../support/typhoon-week';

/**
 * `POST /api/reports/plan`, the dashboard's "What goes into this bulletin": the server's own plan of the
 * bulletin, which must be what the bulletin made from the same choice holds, the storm first included.
 */
const BASE = 'http://localhost:3000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadBayOutlooks(callers.admin);
  },
});

const send = (handler: (r: Request) => Promise<Response>, path: string, headers: Record<string, string>, body: unknown) =>
  handler(new Request(`${BASE}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const plan = (headers: Record<string, string>, body: Record<string, unknown>) => send(planRoute, '/api/reports/plan', headers, body);
const CREATE: Record<BulletinType, [(r: Request) => Promise<Response>, string]> = {
  seasonal: [postSeasonal, '/api/reports/seasonal/crops'],
  ten_day: [postTenDay, '/api/reports/tenday/crops'],
  special_weather: [postSpecial, '/api/reports/special/crops'],
};

type Failure = { error: { code: string; message: string; details?: Record<string, unknown> } };
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');

/** The plan of a choice, and the document of the bulletin created from the same choice, as stored. */
async function planAndBulletin(type: BulletinType, fields: Record<string, unknown>) {
  const planned = await plan(callers.admin, { type, ...fields });
  expect(planned.status, await planned.clone().text()).toBe(200);
  const [handler, path] = CREATE[type];
  const created = await send(handler, path, callers.admin, { ...fields, operation: 'create' });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const [row] = await (await portalDb()).select({ document: bulletin.document }).from(bulletin).where(eq(bulletin.id, id));
  return { plan: (await planned.json()) as BulletinPlan, document: row!.document };
}

// The fixture's outlooks are from 2025 and have ended: the staff confirm using them (allowExpired).
const bay = { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', allowExpired: true };

describe('the plan of a bulletin', () => {
  it('is for staff who may make bulletins: anonymous 401, an account without a level 403, admins and superadmins 200', async () => {
    const body = { type: 'ten_day', ...bay };
    expect((await plan(callers.anonymous, body)).status).toBe(401);
    expect((await plan(callers.noLevel, body)).status).toBe(403);
    const [admin, superadmin] = await Promise.all([plan(callers.admin, body), plan(callers.superadmin, body)]);
    expect([admin.status, superadmin.status]).toEqual([200, 200]);
    expect(await admin.json()).toEqual(await superadmin.json());
  });

  it('is what the 10-day bulletin made from the same choice holds: stages, advice in order, outlook, the ended outlook it is based on', async () => {
    const { plan: planned, document } = await planAndBulletin('ten_day', bay);
    expect(planned).toEqual(toBulletinPlan(document));
    expect(planned.advice).toEqual(document.advice);
    expect(planned.stages).toEqual([{ code: 'veg', label: 'Active tillering', slots: [15] }]);
    expect(planned).toMatchObject({
      title: '10-Day Farm Weather Outlook and Advisory',
      municipality: { name: 'Bay' },
      crop: { key: 'rice', name: 'Rice' },
      period: { from: '2025-08-18', to: '2025-08-27', label: 'August 18 – 27, 2025' },
      basedOnExpired: { validTo: '2025-08-27' },
      storm: null,
    });
    expect(planned.weather.kind === 'ten_day' && planned.weather.days).toHaveLength(10);
    // Nothing of the sources, the map or the PDF: the panel shows what the bulletin prints.
    expect(Object.keys(planned)).not.toContain('sources');
    expect(Object.keys(planned)).not.toContain('outlookMap');
  });

  it('is what the seasonal (all six months) and the special weather bulletins hold, in Tagalog too', async () => {
    const seasonal = await planAndBulletin('seasonal', { ...bay, language: 'tag', isFull: true });
    expect(seasonal.plan).toEqual(toBulletinPlan(seasonal.document));
    expect(seasonal.plan.weather.kind === 'seasonal' && seasonal.plan.weather.months).toHaveLength(6);
    const special = await planAndBulletin('special_weather', { ...bay, signal: 'signal_number_3' });
    expect(special.plan).toEqual(toBulletinPlan(special.document));
    expect(special.plan.weather).toMatchObject({ kind: 'special_weather', signal: { code: 'signal_number_3' } });
    // Before a cyclone the general steps for the signal come first.
    expect(special.plan.advice[0]).toMatchObject({ stage: null, trigger: 'signal_number_3' });
  });

  it("answers the bulletin's refusals: 409 for an ended outlook with its details, 404 without a calendar, 400 for a choice the report refuses", async () => {
    const { allowExpired: _, ...unconfirmed } = bay;
    const ended = await plan(callers.admin, { type: 'ten_day', ...unconfirmed });
    expect(ended.status).toBe(409);
    const { error } = (await ended.json()) as Failure;
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/^The 10-day outlook for August 18 – 27, 2025 ended on August 27, 2025; the office has not loaded a newer one\./);
    expect(error.details).toMatchObject({ reason: 'outlook_ended', validTo: '2025-08-27' });

    const noCalendar = await plan(callers.admin, { type: 'ten_day', ...bay, crop: 'coffee' });
    expect(noCalendar.status).toBe(404);
    expect(((await noCalendar.json()) as Failure).error.message).toBe('Received empty data: there is no 10-day calendar for Coffee in Bay, Laguna.');

    const noMonth = await plan(callers.admin, { type: 'seasonal', ...bay });
    expect(noMonth.status).toBe(400);
    expect(((await noMonth.json()) as Failure).error.message).toContain('month is required unless isFull is true');
    expect((await plan(callers.admin, { type: 'ten_day', ...bay, operation: 'create' })).status).toBe(400);
  });
});

describe('the plan in a typhoon week in City of Calamba', () => {
  const calamba = { province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en' };

  it('gives the dry-weather advice as the bulletin does while no signal is up', async () => {
    await loadDryTenDay(callers.admin);
    const { plan: planned, document } = await planAndBulletin('ten_day', calamba);
    expect(planned).toEqual(toBulletinPlan(document));
    expect(planned.storm).toBeNull();
    expect(planned.advice.some((a) => /rainwater/i.test(plain(a.practice)))).toBe(true);
    expect(planned.advice.every((a) => a.storm === undefined)).toBe(true);
  });

  it('puts the cyclone advice first and "catch rainwater" after the storm once Signal No. 3 is raised, as the bulletin does', async () => {
    await raiseSignals(callers.admin, new Date(Date.now() - 3_600_000));
    const { plan: planned, document } = await planAndBulletin('ten_day', { ...calamba, language: 'tag' });
    expect(planned).toEqual(toBulletinPlan(document));
    expect(planned.storm).toMatchObject({ signal: { code: 'signal_number_3' }, cycloneName: 'RAMON', bulletinNumber: '8' });
    expect(planned.advice[0]).toMatchObject({ storm: 'storm', trigger: 'signal_number_3' });
    const order = planned.advice.map((a) => a.storm ?? 'meanwhile');
    expect(order.lastIndexOf('storm')).toBeLessThan(order.indexOf('after_storm'));
    const dry = planned.advice.filter((a) => /rainwater|irrigat|tubig-ulan/i.test(plain(a.practice)));
    expect(dry.length).toBeGreaterThan(0);
    expect(dry.every((a) => a.storm === 'after_storm')).toBe(true);
  });

  it('answers 422 when no recommendation answers, naming the place, crop and forecast', async () => {
    // Cassava in Bay with one stage only, land preparation six months from now: only general advice could answer.
    const today = manilaToday();
    const slot = (Number(today.slice(5, 7)) - 1) * 2 + (Number(today.slice(8, 10)) > 15 ? 1 : 0);
    const slots = Array.from({ length: 24 }, (_, i) => (i === (slot + 12) % 24 ? 'prep' : ''));
    const body = { province: 'Laguna', crop: 'cassava', mode: 'ten_day', rows: [{ municipality: 'Bay', slots }] };
    expect(
      (
        await putCalendar(
          new Request(`${BASE}/api/calendar`, { method: 'PUT', headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        )
      ).status,
    ).toBe(200);
    // As a service writes public data: with the generation, so the memos read it again.
    await changePublicData(await portalDb(), (tx) => tx.delete(recommendation).where(isNull(recommendation.cropKey)));
    const answer = await plan(callers.admin, { type: 'ten_day', ...calamba, municipality: 'Bay', crop: 'cassava' });
    expect(answer.status, await answer.clone().text()).toBe(422);
    expect(((await answer.json()) as Failure).error.message).toMatch(/^There is no advice for Cassava in Bay, Laguna under /);
  });
});

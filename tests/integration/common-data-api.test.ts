import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/weather/common/route';
import { POST as postCyclone } from '@/app/api/weather/cyclone/region/common/route';
import { POST as postSeasonal } from '@/app/api/weather/seasonal/region/common/route';
import { POST as postTenDay } from '@/app/api/weather/tenday/region/common/route';
import { auditLog, weatherCommonData } from '@/db/schema';
import { portalDb } from '../support/test-database';
import { databaseWithCallers } from '../support/callers';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers();

const post = (handler: (r: Request) => Promise<Response>, headers: Record<string, string>, body: unknown) =>
  handler(
    new Request(`${BASE}/api/weather/x/region/common`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const read = (group: string) => GET(new Request(`${BASE}/api/weather/common?group=${group}`));

describe('regional common data', () => {
  const moon = {
    data: {
      moon_phases: [
        { date: '2025-08-23', phase: 'new_moon' },
        { date: '2025-08-31', phase: 'first_quarter' },
      ],
    },
    region: 'calabarzon',
    type: 'seasonal_tenday',
  };

  it('is written by staff only', async () => {
    expect((await post(postTenDay, callers.anonymous, moon)).status).toBe(401);
    expect((await post(postTenDay, callers.noLevel, moon)).status).toBe(403);
  });

  it('saves each group and answers data, updated_by and date_created', async () => {
    const answer = await post(postTenDay, callers.admin, moon);
    expect(answer.status).toBe(201);
    const body = await answer.json();
    // The POST answers updated_by as the GET does; the person is kept in the row and the audit trail.
    expect(body).toMatchObject({ data: moon.data, updated_by: 'admin' });
    const db = await portalDb();
    const [row] = await db.select().from(weatherCommonData).where(eq(weatherCommonData.group, 'moon_phases'));
    expect(row).toMatchObject({ updatedBy: 'admin', authorEmail: expect.stringContaining('@example.ph'), createdByUserId: expect.any(String) });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'weather.common.update'));
    expect(audit).toMatchObject({ actorId: row!.createdByUserId, summary: { moon_phases: 2, source: 'encode', updatedBy: 'admin' } });
    expect(body.date_created._seconds).toEqual(expect.any(Number));
    const seasonal = await post(postSeasonal, callers.superadmin, {
      data: { cyclones_count: [{ mo: 'sep', value: '2 or 3' }], misc_weather_systems: [{ mo: 'sep', value: 'Southwest monsoon, ITCZ, LPA' }] },
      region: 'calabarzon',
      type: 'seasonal_regional',
    });
    expect(seasonal.status).toBe(201);
    const wind = await post(postCyclone, callers.admin, {
      data: { wind_speed: [{ value: '39-61 km/h', province: 'Quezon', municipalities: ['Infanta', 'Real'] }] },
      region: 'calabarzon',
      type: 'seasonal_special_weather',
    });
    expect(wind.status).toBe(201);

    expect(await (await read('moon_phases')).json()).toMatchObject({ data: moon.data.moon_phases, updated_by: 'admin' });
    expect((await (await read('cyclones_count')).json()).data).toEqual([{ mo: 'sep', value: '2 or 3' }]);
    expect((await (await read('wind_speed')).json()).data[0].municipalities).toEqual(['Infanta', 'Real']);
  });

  it('keeps the latest document of a group current', async () => {
    await post(postTenDay, callers.admin, { ...moon, data: { moon_phases: [{ date: '2025-09-07', phase: 'full_moon' }] } });
    expect((await (await read('moon_phases')).json()).data).toEqual([{ date: '2025-09-07', phase: 'full_moon' }]);
  });

  it('refuses groups of another type, unknown phases and other regions', async () => {
    const cases: [Response, RegExp][] = [
      [await post(postTenDay, callers.admin, { ...moon, data: { wind_speed: [] } }), /Unrecognized key|wind_speed/],
      [await post(postTenDay, callers.admin, { ...moon, data: { moon_phases: [{ date: '2025-08-23', phase: 'blue_moon' }] } }), /phase/],
      [await post(postTenDay, callers.admin, { ...moon, region: 'ncr' }), /region must be "calabarzon"/],
      [await post(postTenDay, callers.admin, { ...moon, type: 'seasonal_regional' }), /type must be "seasonal_tenday"/],
      [
        await post(postSeasonal, callers.admin, { data: {}, region: 'calabarzon', type: 'seasonal_regional' }),
        /data must hold cyclones_count or misc_weather_systems/,
      ],
      [await read('weather'), /group must be one of/],
    ];
    for (const [answer, message] of cases) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.message).toMatch(message);
    }
  });
});

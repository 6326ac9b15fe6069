import { describe, expect, it } from 'vitest';
import { findApiRoutes } from '../support/api-routes';
import { databaseWithCallers, type Caller } from '../support/callers';

/**
 * Who may call what. Every route file under src/app/api and each of its methods needs an entry:
 * adding a route without one fails this test. There are no server actions: every write is a route.
 * - public: anyone, signed in or not (reads of published data, sign-in itself, the set-password link);
 * - staff: admins and superadmins;
 * - superadmin: superadmins only.
 */
const MATRIX: Record<string, 'public' | 'staff' | 'superadmin'> = {
  // Addresses no route knows: a JSON 404 for anyone.
  'GET /api/[...unknown]': 'public',
  'POST /api/[...unknown]': 'public',
  'PUT /api/[...unknown]': 'public',
  'PATCH /api/[...unknown]': 'public',
  'DELETE /api/[...unknown]': 'public',
  'GET /api/audit': 'superadmin',
  'GET /api/auth/[...all]': 'public',
  'POST /api/auth/[...all]': 'public',
  'POST /api/boundaries': 'superadmin',
  'GET /api/calendar': 'public',
  'PUT /api/calendar': 'staff',
  'GET /api/calendar/export': 'public',
  'POST /api/calendar/import': 'staff',
  'GET /api/constants/provinces': 'public',
  'GET /api/constants/region': 'public',
  'GET /api/constants/villages': 'public',
  'GET /api/export/villages': 'public',
  'GET /api/crops': 'public',
  'GET /api/crops/[crop]/stages': 'public',
  'GET /api/export': 'public',
  'GET /api/export/calendars': 'public',
  'GET /api/export/provinces': 'public',
  'GET /api/export/recommendations': 'public',
  'GET /api/export/weather/seasonal': 'public',
  'GET /api/export/weather/ten-day': 'public',
  'GET /api/health': 'public',
  'POST /api/locale': 'public',
  'GET /api/profile': 'staff',
  'PATCH /api/profile': 'staff',
  'POST /api/profile/password': 'staff',
  'GET /api/profile/sessions': 'staff',
  'DELETE /api/profile/sessions/[id]': 'staff',
  'GET /api/recommendations': 'public',
  'POST /api/recommendations': 'staff',
  'PUT /api/recommendations/[id]': 'staff',
  'DELETE /api/recommendations/[id]': 'superadmin',
  'GET /api/recommendations/coverage': 'staff',
  'POST /api/recommendations/import': 'staff',
  'GET /api/recommendations/search': 'staff',
  'GET /api/reports': 'staff',
  'POST /api/reports/seasonal/crops': 'staff',
  'DELETE /api/reports/seasonal/crops': 'staff',
  'POST /api/reports/special/crops': 'staff',
  'DELETE /api/reports/special/crops': 'staff',
  'POST /api/reports/tenday/crops': 'staff',
  'DELETE /api/reports/tenday/crops': 'staff',
  'POST /api/set-password': 'public',
  'GET /api/users': 'superadmin',
  'POST /api/users': 'superadmin',
  'GET /api/users/[id]': 'superadmin',
  'PATCH /api/users/[id]': 'superadmin',
  'DELETE /api/users/[id]': 'superadmin',
  'POST /api/users/[id]/password': 'superadmin',
  'POST /api/weather/10day': 'staff',
  'GET /api/weather/common': 'public',
  'POST /api/weather/cyclone/region/common': 'staff',
  'GET /api/weather/issuances': 'staff',
  'DELETE /api/weather/issuances/[id]': 'superadmin',
  'POST /api/weather/seasonal/excel': 'staff',
  'POST /api/weather/seasonal/region': 'staff',
  'POST /api/weather/seasonal/province': 'staff',
  'GET /api/weather/10day/template': 'staff',
  'POST /api/weather/seasonal/region/common': 'staff',
  'GET /api/weather/seasonal': 'public',
  'GET /api/weather/seasonal/template': 'staff',
  'GET /api/weather/special': 'public',
  'POST /api/weather/special': 'staff',
  'GET /api/weather/special/track-image': 'public',
  'POST /api/weather/tenday/region/common': 'staff',
  'GET /api/weather/tenday': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/v1/places': 'public',
  'GET /api/v1/places/[psgc]': 'public',
  'GET /api/v1/places/[psgc]/bulletins': 'public',
  'GET /api/v1/places/[psgc]/calendars': 'public',
  'GET /api/v1/places/[psgc]/outlooks': 'public',
  'GET /api/v1/places/[psgc]/recommendations': 'public',
};

const callers = databaseWithCallers();
const EXPECTED: Record<'public' | 'staff' | 'superadmin', Record<Caller, 'allowed' | 401 | 403>> = {
  public: { anonymous: 'allowed', noLevel: 'allowed', admin: 'allowed', superadmin: 'allowed' },
  staff: { anonymous: 401, noLevel: 403, admin: 'allowed', superadmin: 'allowed' },
  superadmin: { anonymous: 401, noLevel: 403, admin: 403, superadmin: 'allowed' },
};

describe('the permission matrix', () => {
  it('has an entry for every method of every route under /api, and none for routes that are gone', async () => {
    const found = (await findApiRoutes()).map((route) => `${route.method} ${route.pattern}`);
    expect(found.filter((key) => !(key in MATRIX)), 'routes without a matrix entry').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !found.includes(key)), 'matrix entries without a route').toEqual([]);
  });

  it('answers every caller as its level allows: anonymous 401, no level 403, admin and superadmin by level', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of await findApiRoutes()) {
      const level = MATRIX[`${route.method} ${route.pattern}`]!;
      for (const caller of ['anonymous', 'noLevel', 'admin', 'superadmin'] as Caller[]) {
        const request = new Request(`http://localhost:3000${route.address}`, {
          method: route.method,
          headers: { ...callers[caller], ...(route.method === 'GET' ? {} : { 'content-type': 'application/json', origin: 'http://localhost:3000' }) },
          body: route.method === 'GET' ? undefined : '{}',
        });
        const status = (await route.handler(request)).status;
        calls += 1;
        const expected = EXPECTED[level][caller];
        const ok = expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!ok) mismatches.push(`${route.method} ${route.address} as ${caller}: ${status}, expected ${expected}`);
      }
    }
    console.log(`permission matrix: ${calls} calls over ${Object.keys(MATRIX).length} route methods`);
    expect(mismatches).toEqual([]);
  });
});

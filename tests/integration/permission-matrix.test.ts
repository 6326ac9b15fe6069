import { describe, expect, it } from 'vitest';
import { ADMIN, SUPERADMIN } from '@/modules/staff/rules/account-levels';
import { ACTIONS, type Action } from '@/modules/staff/rules/actions';
import { can, type PermissionUser } from '@/modules/staff/rules/can';
import type { Access } from '@/platform/api-route/handle-route';
import { findApiRoutes, type RouteHandler } from '../support/api-routes';
import { databaseWithCallers, type Caller } from '../support/callers';

/**
 * Who may call what. Every route file under src/app/api and each of its methods needs an entry:
 * adding a route without one fails this test. There are no server actions: every write is a route.
 * - public: anyone, signed in or not (reads of published data, sign-in itself, the set-password link);
 * - an action of src/modules/staff/rules/actions.ts: the route must declare that action, and who gets
 *   in is what `can()` says from the same table (decision 029).
 */
const MATRIX: Record<string, 'public' | Action> = {
  // Addresses no route knows: a JSON 404 for anyone.
  'GET /api/[...unknown]': 'public',
  'POST /api/[...unknown]': 'public',
  'PUT /api/[...unknown]': 'public',
  'PATCH /api/[...unknown]': 'public',
  'DELETE /api/[...unknown]': 'public',
  'GET /api/audit': 'audit.read',
  'GET /api/auth/[...all]': 'public',
  'POST /api/auth/[...all]': 'public',
  'POST /api/boundaries': 'boundaries.manage',
  'GET /api/calendar': 'public',
  'PUT /api/calendar': 'calendar.edit',
  'GET /api/calendar/export': 'public',
  'POST /api/calendar/import': 'calendar.edit',
  'GET /api/constants/provinces': 'public',
  'GET /api/constants/region': 'public',
  'GET /api/constants/villages': 'public',
  'GET /api/export/v1/villages': 'public',
  'GET /api/crops': 'public',
  'GET /api/crops/[crop]/stages': 'public',
  'GET /api/export': 'public',
  'GET /api/export/v1/calendars': 'public',
  'GET /api/export/v1/provinces': 'public',
  'GET /api/export/v1/recommendations': 'public',
  'GET /api/export/v1/weather/seasonal': 'public',
  'GET /api/export/v1/weather/ten-day': 'public',
  'GET /api/export/v1/national/ten-day': 'public',
  'GET /api/weather/pagasa/status': 'weather.edit',
  'GET /api/drafts/plan': 'weather.edit',
  'PUT /api/drafts/plan': 'drafts.plan',
  'GET /api/drafts/runs': 'weather.edit',
  'POST /api/sms/subscribers/import': 'sms.phonebook',
  'GET /api/sms/subscribers/template': 'sms.phonebook',
  'GET /api/sms/subscribers': 'sms.phonebook',
  'POST /api/sms/subscribers/[id]/stop': 'sms.phonebook',
  'DELETE /api/sms/subscribers/[id]': 'sms.numbers',
  'GET /api/sms/subscribers/[id]/export': 'sms.numbers',
  'POST /api/contact': 'sms.phonebook',
  'GET /api/contacts': 'sms.phonebook',
  'POST /api/sms/texts/retry': 'sms.phonebook',
  // No staff session: the two-way provider's own bearer secret is checked by the route (401; 409 while it is not set, as here).
  'POST /api/sms/inbound': 'public',
  'POST /api/weather/pagasa/sync': 'weather.edit',
  'PUT /api/weather/pagasa/token': 'pagasa.token',
  'DELETE /api/weather/pagasa/token': 'pagasa.token',
  'GET /api/export/v1/national/provinces': 'public',
  'GET /api/export/v1/national/seasonal': 'public',
  'GET /api/export/v1/national/cyclone-advisory': 'public',
  'GET /api/export/v1/national/reports': 'public',
  'GET /api/export/v1/national/changes': 'public',
  'PATCH /api/feedback/[id]': 'bulletin.review',
  'GET /api/feedback/export': 'adminArea.use',
  'GET /api/health': 'public',
  'POST /api/locale': 'public',
  'GET /api/profile': 'profile.manage',
  'PATCH /api/profile': 'profile.manage',
  'POST /api/profile/password': 'profile.manage',
  'GET /api/profile/sessions': 'profile.manage',
  'DELETE /api/profile/sessions/[id]': 'profile.manage',
  'GET /api/recommendations': 'public',
  'POST /api/recommendations': 'recommendation.edit',
  'PUT /api/recommendations/[id]': 'recommendation.edit',
  'DELETE /api/recommendations/[id]': 'recommendation.delete',
  'POST /api/recommendations/[id]/approval': 'recommendation.approve',
  'DELETE /api/recommendations/[id]/approval': 'recommendation.approve',
  'GET /api/recommendations/coverage': 'recommendation.edit',
  'POST /api/recommendations/import': 'recommendation.edit',
  'GET /api/recommendations/search': 'recommendation.edit',
  'GET /api/reports': 'bulletin.create',
  'GET /api/review': 'bulletin.create',
  'POST /api/review/submit': 'bulletin.create',
  'GET /api/review/signal-changes': 'bulletin.create',
  'POST /api/review/remake': 'bulletin.create',
  'POST /api/review/approve': 'bulletin.review',
  'POST /api/review/return': 'bulletin.review',
  'POST /api/review/[id]/withdraw': 'bulletin.review',
  'GET /api/review/[id]/pdf': 'adminArea.use',
  'POST /api/reports/plan': 'bulletin.create',
  'POST /api/reports/seasonal/crops': 'bulletin.create',
  'DELETE /api/reports/seasonal/crops': 'bulletin.delete',
  'POST /api/reports/special/crops': 'bulletin.create',
  'DELETE /api/reports/special/crops': 'bulletin.delete',
  'POST /api/reports/tenday/crops': 'bulletin.create',
  'DELETE /api/reports/tenday/crops': 'bulletin.delete',
  'POST /api/set-password': 'public',
  'GET /api/timeliness/summary': 'adminArea.use',
  'GET /api/users': 'users.manage',
  'POST /api/users': 'users.manage',
  'GET /api/users/[id]': 'users.manage',
  'PATCH /api/users/[id]': 'users.manage',
  'DELETE /api/users/[id]': 'users.manage',
  'POST /api/users/[id]/password': 'users.manage',
  'POST /api/weather/10day': 'weather.edit',
  'GET /api/weather/common': 'public',
  'POST /api/weather/cyclone/region/common': 'weather.edit',
  'GET /api/weather/issuances': 'weather.edit',
  'DELETE /api/weather/issuances/[id]': 'issuance.delete',
  'POST /api/weather/seasonal/excel': 'weather.edit',
  'POST /api/weather/seasonal/region': 'weather.edit',
  'POST /api/weather/seasonal/province': 'weather.edit',
  'GET /api/weather/10day/template': 'weather.edit',
  'POST /api/weather/seasonal/region/common': 'weather.edit',
  'GET /api/weather/seasonal': 'public',
  'GET /api/weather/seasonal/template': 'weather.edit',
  'GET /api/weather/special': 'public',
  'POST /api/weather/special': 'weather.edit',
  'POST /api/weather/special/cap': 'weather.edit',
  'GET /api/weather/special/track-image': 'public',
  'POST /api/weather/tenday/region/common': 'weather.edit',
  'GET /api/weather/tenday': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/openapi-staff.json': 'adminArea.use',
  'GET /api/v1/places': 'public',
  'GET /api/v1/places/[psgc]': 'public',
  'GET /api/v1/places/[psgc]/bulletins': 'public',
  'GET /api/v1/places/[psgc]/calendars': 'public',
  'GET /api/v1/places/[psgc]/outlooks': 'public',
  'GET /api/v1/places/[psgc]/recommendations': 'public',
  'GET /api/v1/places/[psgc]/sms': 'public',
  'PUT /api/bulletins/[id]/sms': 'bulletin.create',
  'GET /api/sms/export': 'adminArea.use',
};

const callers = databaseWithCallers();

/** The callers as `can()` sees them: the matrix's expectations come from the table, not from a list of levels. */
const AS_PERMISSION_USER: Record<Caller, PermissionUser | null> = {
  anonymous: null,
  noLevel: { id: 'no-level', accountLevel: null },
  admin: { id: 'admin', accountLevel: ADMIN },
  superadmin: { id: 'superadmin', accountLevel: SUPERADMIN },
};

function expectedAnswer(access: 'public' | Action, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  const user = AS_PERMISSION_USER[caller];
  if (!user) return 401;
  // As handleRoute does: a route for an action on something with an owner lets in whoever may do it to their own.
  return can(user, access, { ownerId: user.id }) ? 'allowed' : 403;
}

/** The access a route built with handleRoute declares; routes built otherwise declare none. */
function declaredAccess(handler: RouteHandler): 'public' | Action | undefined {
  const access = (handler as RouteHandler & { access?: Access }).access;
  if (!access) return undefined;
  return access.kind === 'public' ? 'public' : access.action;
}

describe('the permission matrix', () => {
  it('has an entry for every method of every route under /api, and none for routes that are gone', async () => {
    const found = (await findApiRoutes()).map((route) => `${route.method} ${route.pattern}`);
    expect(
      found.filter((key) => !(key in MATRIX)),
      'routes without a matrix entry',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !found.includes(key)),
      'matrix entries without a route',
    ).toEqual([]);
  });

  it('names only actions of the table, and every route declares the access its entry names', async () => {
    expect(
      Object.values(MATRIX).filter((access) => access !== 'public' && !(access in ACTIONS)),
      'unknown actions',
    ).toEqual([]);
    const wrong: string[] = [];
    for (const route of await findApiRoutes()) {
      const key = `${route.method} ${route.pattern}`;
      // Routes not built with handleRoute (auth, locale, unknown addresses, the open API) can only be public here.
      const declared = declaredAccess(route.handler) ?? 'public';
      if (declared !== MATRIX[key]) wrong.push(`${key} declares ${declared}, the matrix says ${MATRIX[key]}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers every caller as the table allows: anonymous 401, others 403 unless can() says yes', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of await findApiRoutes()) {
      const access = MATRIX[`${route.method} ${route.pattern}`]!;
      for (const caller of ['anonymous', 'noLevel', 'admin', 'superadmin'] as Caller[]) {
        const request = new Request(`http://localhost:3000${route.address}`, {
          method: route.method,
          headers: { ...callers[caller], ...(route.method === 'GET' ? {} : { 'content-type': 'application/json', origin: 'http://localhost:3000' }) },
          body: route.method === 'GET' ? undefined : '{}',
        });
        const status = (await route.call(request)).status;
        calls += 1;
        const expected = expectedAnswer(access, caller);
        const ok = expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!ok) mismatches.push(`${route.method} ${route.address} as ${caller}: ${status}, expected ${expected} (${access})`);
      }
    }
    console.log(`permission matrix: ${calls} calls over ${Object.keys(MATRIX).length} route methods`);
    expect(mismatches).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { findApiRoutes, type ApiRoute } from '../support/api-routes';
import { databaseWithCallers } from '../support/callers';
import { databaseSnapshot } from '../support/database-snapshot';
import { XSS_PAYLOADS } from '../support/xss-payloads';

/**
 * Bad input at every endpoint, sent as a superadmin so that every check past the permission one is
 * reached. Each answer must be a 4xx with a message (never a 5xx), and the database must be exactly
 * as before (row counts and checksums of every table).
 */
const callers = databaseWithCallers();

const MALFORMED_JSON = ['{', '{"a":}', '[1,2', '{"a":1,,}', "{'a':1}", 'undefined', '\u0000', '{"a":"\\ud800"}x', '\uFEFF{"a":', '{"__proto__":'];
const WRONG_BODIES: unknown[] = [[], [{}], 42, 'text', true, null, { unexpectedField: 1 }, { __proto__: { admin: true } }];
const ALWAYS_BAD_VALUES: unknown[] = [123, true, null, [], {}, 'x'.repeat(100_001), 'nul\u0000byte', 'lone\uD800surrogate'];
const ATTACK_STRINGS = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  "'; DROP TABLE \"user\"; --",
  '1; select pg_sleep(5)',
  '%00',
  '\u202Egnp.exe',
  'ＬＡＧＵＮＡ ＮＯＷＨＥＲＥ',
  '١٢٣',
  'e\u0301\u0301\u0301\u0301',
  '😀'.repeat(50),
  ...XSS_PAYLOADS.slice(0, 3),
];

/** A plausible body per write endpoint: identifier fields get every attack; `free` text fields only the always-bad values. */
const SAMPLES: Record<string, { body: Record<string, unknown>; free?: string[] }> = {
  'POST /api/auth/[...all]': { body: { email: 'nobody@example.ph', password: 'a-long-password-here' }, free: ['password'] },
  'PUT /api/calendar': { body: { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: [{ municipality: 'Bay', slots: Array(24).fill('veg') }] } },
  'PATCH /api/profile': { body: { name: 'x'.repeat(121) }, free: ['name'] },
  'POST /api/profile/password': { body: { currentPassword: 'wrong-password-here', newPassword: 'short' }, free: ['currentPassword', 'newPassword'] },
  'POST /api/recommendations': {
    body: { type: 'ten_day', crop: 'rice', stage: 'veg', farmOperation: 'Water management', practiceEn: '', trigger: 'heavy_rains' },
    free: ['farmOperation', 'practiceEn'],
  },
  'PUT /api/recommendations/[id]': {
    body: { type: 'ten_day', crop: 'rice', stage: 'veg', farmOperation: 'Water management', practiceEn: 'Drain the field.', trigger: 'heavy_rains' },
    free: ['farmOperation', 'practiceEn'],
  },
  'POST /api/reports/seasonal/crops': { body: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'preview', month: 'JAN', isFull: false } },
  'POST /api/reports/tenday/crops': { body: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'preview' } },
  'POST /api/reports/special/crops': { body: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'preview', signal: 1 } },
  'DELETE /api/reports/seasonal/crops': { body: { docId: '00000000-0000-0000-0000-000000000000' } },
  'DELETE /api/reports/tenday/crops': { body: { docId: '00000000-0000-0000-0000-000000000000' } },
  'DELETE /api/reports/special/crops': { body: { docId: '00000000-0000-0000-0000-000000000000' } },
  'POST /api/set-password': { body: { token: 'a'.repeat(43), password: 'a-long-password-here' }, free: ['password'] },
  'POST /api/users': { body: { email: 'new@da.gov.ph', name: 'New person', accountLevel: 3 }, free: ['name'] },
  'PATCH /api/users/[id]': { body: { accountLevel: 1, disabled: true } },
  'POST /api/users/[id]/password': { body: { password: 'a-long-password-here' }, free: ['password'] },
  'POST /api/weather/10day': {
    body: { forecastDate: '2026-11-20', validFrom: '2026-11-20', validTo: '2026-11-29', values: [{ municipality: 'nowhere', date: '2026-11-20' }] },
  },
  'POST /api/weather/seasonal/region': { body: { region: 'calabarzon', start: '2026-13', provinces: [] } },
  'POST /api/weather/special': { body: { activeCyclone: 'yes', name: 'Ompong', bulletinNumber: '1', centre: 'x', movement: 'x', strength: 'x' }, free: ['name', 'bulletinNumber', 'centre', 'movement', 'strength'] },
  'POST /api/weather/cyclone/region/common': { body: { cyclones: 'many' } },
  'POST /api/weather/tenday/region/common': { body: { moon_phases: [{ date: 'full moon', phase: 'blue' }] } },
  'POST /api/weather/seasonal/region/common': { body: { cyclones: [{ mo: 'JAN' }] } },
};

/**
 * Query parameters per read endpoint; unknown ones are always added too. Search text (`free`) may
 * hold anything a person types and simply finds nothing; only values no search can hold must fail.
 */
const FREE_QUERY = new Set(['actor', 'action', 'target', 'q']);
const QUERIES: Record<string, string[]> = {
  'GET /api/audit': ['actor', 'action', 'target', 'from', 'to', 'page', 'format'],
  'GET /api/calendar': ['province', 'municipality', 'crop', 'mode'],
  'GET /api/calendar/export': ['format', 'province', 'crop', 'mode'],
  'GET /api/export/provinces': ['download'],
  'GET /api/export/weather/seasonal': ['issuance', 'download'],
  'GET /api/export/weather/ten-day': ['issuance', 'download'],
  'GET /api/export/calendars': ['mode', 'crop', 'province', 'municipality', 'format', 'download'],
  'GET /api/export/recommendations': ['type', 'download'],
  'GET /api/recommendations': ['type', 'crop', 'stages', 'forecast'],
  'GET /api/recommendations/search': ['q', 'type', 'crop', 'stage'],
  'GET /api/reports': ['type'],
  'GET /api/users': ['q', 'level', 'status', 'page'],
  'GET /api/weather/tenday': ['province', 'municipality', 'issuance'],
  'GET /api/weather/seasonal': ['province', 'municipality', 'issuance'],
  'GET /api/weather/special': ['province', 'municipality', 'issuance'],
  'GET /api/weather/issuances': ['type', 'page'],
  'GET /api/v1/places/[psgc]/calendars': ['crop', 'mode'],
  'GET /api/v1/places/[psgc]/recommendations': ['crop', 'mode', 'type'],
  'GET /api/v1/places/[psgc]/bulletins': ['type', 'crop', 'page'],
};

// Read endpoints that answer every query the same way, whatever it holds, are left out of the query attacks.
const QUERY_FREE = new Set(['GET /api/recommendations/coverage', 'GET /api/crops/[crop]/stages', 'GET /api/constants/provinces', 'GET /api/constants/region', 'GET /api/crops', 'GET /api/health', 'GET /api/profile', 'GET /api/profile/sessions', 'GET /api/weather/common', 'GET /api/auth/[...all]', 'GET /api/weather/special/track-image', 'GET /api/weather/seasonal/template', 'GET /api/users/[id]']);

/** Wrong credentials are counted and audited on purpose (throttling, the trail); nothing else may change. */
const RECORDS_FAILURES: Record<string, string[]> = {
  'POST /api/auth/[...all]': ['audit_log', 'rate_limit'],
  'POST /api/profile/password': ['audit_log'],
};

/** Upload endpoints and their file field: they also get broken, misnamed and missing files. */
const UPLOADS: Record<string, { field: string; extra?: Record<string, string>; fileOptional?: boolean }> = {
  'POST /api/boundaries': { field: 'files' },
  'POST /api/weather/10day': { field: 'excel-files' },
  'POST /api/weather/seasonal/excel': { field: 'excelfile' },
  'POST /api/recommendations/import': { field: 'file' },
  'POST /api/calendar/import': { field: 'file', extra: { mode: 'ten_day' } },
  // A valid advisory without a cyclone, so only the track image can be wrong (it may be left out).
  'POST /api/weather/special': { field: 'trackimage', extra: { advisory: '{"activeCyclone":false}' }, fileOptional: true },
};

const BROKEN_FILES: { name: string; bytes: Uint8Array<ArrayBuffer> }[] = [
  { name: '../../../../etc/passwd.xlsx', bytes: new TextEncoder().encode('root:x:0:0:root:/root:/bin/bash') },
  { name: 'empty.xlsx', bytes: new Uint8Array() },
  { name: 'random.xlsx', bytes: Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256) },
  { name: 'zip-header-only.xlsx', bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) },
  { name: "'; DROP TABLE bulletin; --.csv", bytes: new TextEncoder().encode('prov,muni\n<script>alert(1)</script>,x\n') },
  { name: 'nul\u0000name.geojson', bytes: new TextEncoder().encode('{"type":"FeatureCollection","features":[{}]}') },
  { name: 'image.png', bytes: new TextEncoder().encode('<svg onload=alert(1)>') },
];

function uploadRequest(route: ApiRoute, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[], field: string, extra: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.bytes]), file.name);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return new Request(`http://localhost:3000${route.address}`, { method: route.method, headers: { ...callers.superadmin, origin: 'http://localhost:3000' }, body: form });
}

interface Attempt {
  label: string;
  request: () => Request;
}

function jsonRequest(route: ApiRoute, body: string, address = route.address): Request {
  const path = route.pattern === '/api/auth/[...all]' ? '/api/auth/sign-in/email' : address;
  return new Request(`http://localhost:3000${path}`, {
    method: route.method,
    headers: { ...callers.superadmin, 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body,
  });
}

function attemptsFor(route: ApiRoute): Attempt[] {
  const key = `${route.method} ${route.pattern}`;
  const attempts: Attempt[] = [];
  if (route.method === 'GET') {
    if (QUERY_FREE.has(key)) return attempts;
    const params = [...(QUERIES[key] ?? []), 'unexpected'];
    for (const param of params) {
      const values = FREE_QUERY.has(param) ? ['x'.repeat(5000), 'nul\u0000byte'] : [...ATTACK_STRINGS, 'x'.repeat(5000), 'nul\u0000byte', '-1', '1e309'];
      for (const value of values) {
        attempts.push({ label: `?${param}=${JSON.stringify(value).slice(0, 40)}`, request: () => new Request(`http://localhost:3000${route.address}?${new URLSearchParams({ [param]: value })}`, { headers: callers.superadmin }) });
      }
    }
  } else {
    for (const text of MALFORMED_JSON) attempts.push({ label: `malformed ${JSON.stringify(text)}`, request: () => jsonRequest(route, text) });
    for (const body of WRONG_BODIES) attempts.push({ label: `body ${JSON.stringify(body)}`, request: () => jsonRequest(route, JSON.stringify(body)) });
    attempts.push({ label: 'a 2 MB body', request: () => jsonRequest(route, JSON.stringify({ padding: 'x'.repeat(2_000_000) })) });
    attempts.push({ label: 'objects nested 10,000 deep', request: () => jsonRequest(route, `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`) });
    attempts.push({ label: 'arrays nested 10,000 deep', request: () => jsonRequest(route, `${'['.repeat(10_000)}${']'.repeat(10_000)}`) });
    const sample = SAMPLES[key];
    if (sample) {
      for (const field of Object.keys(sample.body)) {
        const values = sample.free?.includes(field) ? ALWAYS_BAD_VALUES : [...ALWAYS_BAD_VALUES, ...ATTACK_STRINGS];
        const { [field]: _dropped, ...missing } = sample.body;
        attempts.push({ label: `${field} missing`, request: () => jsonRequest(route, JSON.stringify(missing)) });
        for (const value of values) {
          attempts.push({ label: `${field}=${JSON.stringify(value).slice(0, 40)}`, request: () => jsonRequest(route, JSON.stringify({ ...sample.body, [field]: value })) });
        }
      }
      attempts.push({ label: 'an extra field', request: () => jsonRequest(route, JSON.stringify({ ...sample.body, isAdmin: true })) });
    }
  }
  const upload = UPLOADS[key];
  if (upload) {
    if (!upload.fileOptional) {
      attempts.push({ label: 'a form without a file', request: () => uploadRequest(route, [], upload.field, { ...upload.extra, note: 'no file' }) });
      attempts.push({ label: 'a file in another field', request: () => uploadRequest(route, [BROKEN_FILES[2]!], 'somethingElse', upload.extra) });
    }
    // An empty file part is what a browser sends for a file input left empty: for an optional file it means none.
    for (const file of BROKEN_FILES.filter((candidate) => !upload.fileOptional || candidate.bytes.length > 0)) attempts.push({ label: `file ${JSON.stringify(file.name)}`, request: () => uploadRequest(route, [file], upload.field, upload.extra) });
    attempts.push({ label: '21 files', request: () => uploadRequest(route, Array(21).fill(BROKEN_FILES[0]), upload.field, upload.extra) });
  }
  const idSegment = /\[(id|psgc)\]/.exec(route.pattern)?.[0];
  if (idSegment) {
    for (const value of [...ATTACK_STRINGS, 'x'.repeat(2000)]) {
      const address = route.pattern.replace(idSegment, encodeURIComponent(value)).replace(/\[[^\]]+\]/g, 'x');
      attempts.push({ label: `id ${JSON.stringify(value).slice(0, 40)}`, request: () => (route.method === 'GET' ? new Request(`http://localhost:3000${address}`, { headers: callers.superadmin }) : jsonRequest(route, '{}', address)) });
    }
  }
  return attempts;
}

describe('bad input at every endpoint', () => {
  it('answers 4xx with a message naming the problem, never 5xx, and changes nothing', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of await findApiRoutes()) {
      const attempts = attemptsFor(route);
      if (attempts.length === 0) continue;
      const before = await databaseSnapshot();
      for (const attempt of attempts) {
        tried += 1;
        const answer = await route.handler(attempt.request());
        const text = await answer.text();
        let message: unknown;
        try {
          const body = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
          message = body.error?.message ?? body.message;
        } catch {
          message = undefined;
        }
        const where = `${route.method} ${route.pattern} ${attempt.label}`;
        if (answer.status < 400 || answer.status >= 500) failures.push(`${where}: answered ${answer.status} ${text.slice(0, 120)}`);
        else if (typeof message !== 'string' || message.length < 5) failures.push(`${where}: ${answer.status} without a message`);
        else if (/\bat \S+ \(|node_modules|syntax error at|relation "|violates/i.test(text)) failures.push(`${where}: the answer leaks internals: ${text.slice(0, 160)}`);
      }
      const after = await databaseSnapshot();
      const recorded = RECORDS_FAILURES[`${route.method} ${route.pattern}`] ?? [];
      for (const table of Object.keys(before)) {
        if (before[table] !== after[table] && !recorded.includes(table)) failures.push(`${route.method} ${route.pattern}: table ${table} changed`);
      }
    }
    console.log(`bad-input suite: ${tried} bad inputs tried over every endpoint`);
    expect(failures).toEqual([]);
  });
});

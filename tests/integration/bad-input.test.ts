import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeErrorCause } from '@/platform/log/rules/describe-error-cause';
import { ERROR_LINE_LIMITS } from '@/platform/log/rules/error-line-limits';
import { captureLogs, logger } from '@/platform/log/logger';
import { routeConsoleToLogger } from '@/platform/log/route-console-to-logger';
import { findAppRoutes, type ApiRoute } from '../support/api-routes';
import { databaseWithCallers } from '../support/callers';
import { databaseSnapshot } from '../support/database-snapshot';
import { XSS_PAYLOADS } from '../support/xss-payloads';

/**
 * Bad input at every route (the API, and the maps, bulletin files and form targets), every method and
 * every dynamic path segment, sent as a superadmin so that every check past the permission one is
 * reached. Each answer must be a 4xx with a message (never a 5xx), and the database must be exactly
 * as before (row counts and checksums of every table). The log written meanwhile is read afterwards:
 * one request line per request, errors within the repeat limit, none of the personal data sent.
 */
// The phonebook's calls run their own code, not the 409 of a server without a data key.
process.env.ACAP_DATA_KEY ??= '3c'.repeat(32);

const callers = databaseWithCallers();

const MALFORMED_JSON = ['{', '{"a":}', '[1,2', '{"a":1,,}', "{'a':1}", 'undefined', '\u0000', '{"a":"\\ud800"}x', '\uFEFF{"a":', '{"__proto__":'];
// As sent: JSON.stringify would drop a `__proto__` key (it sets the prototype), leaving `{}`, which calls that take nothing accept.
const WRONG_BODIES: string[] = ['[]', '[{}]', '42', '"text"', 'true', 'null', '{"unexpectedField":1}', '{"__proto__":{"admin":true}}'];
const ALWAYS_BAD_VALUES: unknown[] = [
  123,
  true,
  null,
  [],
  {},
  'x'.repeat(100_001),
  'nul\u0000byte',
  'bell\u0007char',
  'right-to-left\u202Eoverride',
  'lone\uD800surrogate',
];
const ATTACK_STRINGS = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  '\'; DROP TABLE "user"; --',
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
  'POST /api/review/submit': { body: { ids: ['00000000-0000-4000-8000-000000000000'] } },
  'POST /api/review/approve': { body: { ids: ['00000000-0000-4000-8000-000000000000'], acknowledged: ['demo_data'] } },
  'POST /api/review/return': { body: { ids: ['00000000-0000-4000-8000-000000000000'], comment: 'Add the Tagalog text.' }, free: ['comment'] },
  'POST /api/review/[id]/withdraw': { body: { reason: 'The outlook was corrected.' }, free: ['reason'] },
  'POST /api/profile/password': { body: { currentPassword: 'wrong-password-here', newPassword: 'short' }, free: ['currentPassword', 'newPassword'] },
  'POST /api/recommendations': {
    body: { type: 'ten_day', crop: 'rice', stage: 'veg', farmOperation: 'Water management', practiceEn: '', trigger: 'heavy_rains' },
    free: ['farmOperation', 'practiceEn'],
  },
  'PUT /api/recommendations/[id]': {
    body: { type: 'ten_day', crop: 'rice', stage: 'veg', farmOperation: 'Water management', practiceEn: 'Drain the field.', trigger: 'heavy_rains' },
    free: ['farmOperation', 'practiceEn'],
  },
  'POST /api/recommendations/[id]/approval': { body: { revision: 1 } },
  'POST /api/reports/plan': {
    body: { type: 'ten_day', region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', allowExpired: true },
  },
  'POST /api/reports/seasonal/crops': {
    body: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'preview', month: 'JAN', isFull: false },
  },
  'POST /api/reports/tenday/crops': {
    body: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'preview' },
  },
  'POST /api/reports/special/crops': {
    body: { region: 'calabarzon', province: 'Laguna', municipality: 'Bay', crop: 'rice', language: 'en', operation: 'preview', signal: 1 },
  },
  'DELETE /api/reports/seasonal/crops': { body: { docId: '00000000-0000-0000-0000-000000000000' } },
  'DELETE /api/reports/tenday/crops': { body: { docId: '00000000-0000-0000-0000-000000000000' } },
  'DELETE /api/reports/special/crops': { body: { docId: '00000000-0000-0000-0000-000000000000' } },
  'PUT /api/bulletins/[id]/sms': { body: { smsText: 'Bay, Laguna: heavy rains. Do: open the drains.' }, free: ['smsText'] },
  // No ACAP_SMS_INBOUND_SECRET in this file: what passes the schema is refused as "inbound texts are off" before the number is read.
  'POST /api/sms/inbound': { body: { from: '09171234567', text: 'ACAP CALAMBA PALAY TL' }, free: ['text'] },
  'POST /api/set-password': { body: { token: 'a'.repeat(43), password: 'a-long-password-here' }, free: ['password'] },
  'POST /api/users': { body: { email: 'new@da.gov.ph', name: 'New person', accountLevel: 3 }, free: ['name'] },
  'PATCH /api/users/[id]': { body: { accountLevel: 1, disabled: true } },
  'POST /api/users/[id]/password': { body: { password: 'a-long-password-here' }, free: ['password'] },
  'POST /api/weather/10day': {
    body: { forecastDate: '2026-11-20', validFrom: '2026-11-20', validTo: '2026-11-29', values: [{ municipality: 'nowhere', date: '2026-11-20' }] },
  },
  'POST /api/weather/seasonal/region': { body: { region: 'calabarzon', start: '2026-13', provinces: [] } },
  // 'wet' is no category: every variant stays a 400, and a valid one would store an issuance.
  'POST /api/weather/seasonal/province': {
    body: { region: 'calabarzon', province: 'Laguna', start: '2026-01', months: ['jan', 'feb', 'mar', 'apr', 'may', 'jun'].map((mo) => ({ mo, val: 'wet' })) },
  },
  'POST /api/weather/special': {
    body: { activeCyclone: 'yes', name: 'Ompong', bulletinNumber: '1', centre: 'x', movement: 'x', strength: 'x' },
    free: ['name', 'bulletinNumber', 'centre', 'movement', 'strength'],
  },
  // URL import is off in this file (no ACAP_CAP_IMPORT_HOSTS): every address is refused before any fetch.
  'POST /api/weather/special/cap': { body: { url: 'https://alerts.example.ph/cap/1.xml' } },
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
  'GET /api/weather/10day/template': ['format', 'start'],
  'GET /api/export/v1/villages': ['download'],
  'GET /api/v1/places': ['q'],
  'GET /api/audit': ['actor', 'action', 'target', 'from', 'to', 'page', 'format'],
  'GET /api/calendar': ['province', 'municipality', 'crop', 'mode'],
  'GET /api/calendar/export': ['format', 'province', 'crop', 'mode'],
  'GET /api/export/v1/provinces': ['download'],
  'GET /api/export/v1/weather/seasonal': ['issuance', 'download'],
  'GET /api/export/v1/weather/ten-day': ['issuance', 'download'],
  'GET /api/export/v1/calendars': ['mode', 'crop', 'province', 'municipality', 'format', 'download'],
  'GET /api/export/v1/recommendations': ['type', 'download'],
  'GET /api/recommendations': ['type', 'crop', 'stages', 'forecast'],
  'GET /api/recommendations/search': ['q', 'type', 'crop', 'stage'],
  'GET /api/reports': ['type'],
  'GET /api/timeliness/summary': ['month', 'province'],
  'GET /api/users': ['q', 'level', 'status', 'page'],
  'GET /api/weather/tenday': ['province', 'municipality', 'issuance'],
  'GET /api/weather/seasonal': ['province', 'municipality', 'issuance'],
  'GET /api/weather/special': ['province', 'municipality', 'issuance'],
  'GET /api/weather/issuances': ['type', 'page'],
  'GET /api/v1/places/[psgc]/calendars': ['crop', 'mode'],
  'GET /api/v1/places/[psgc]/recommendations': ['crop', 'mode', 'type'],
  'GET /api/v1/places/[psgc]/bulletins': ['type', 'crop', 'page'],
  'GET /api/v1/places/[psgc]/sms': ['type', 'crop', 'page'],
  'GET /api/sms/export': ['place', 'type', 'language'],
  'GET /previews/[...path]': ['i', 'state'],
};

// Read endpoints that answer every query the same way, whatever it holds, are left out of the query
// attacks: among them the public pages' form targets, which redirect whatever their form sent.
const QUERY_FREE = new Set([
  'GET /[locale]/bulletins/go',
  'GET /[locale]/cropping-calendar-v2/go',
  'GET /[locale]/search/near',
  'GET /[locale]/search/places.json',
  'GET /bulletins/[file]',
  'GET /api/review/[id]/pdf',
  'GET /api/recommendations/coverage',
  'GET /api/crops/[crop]/stages',
  'GET /api/constants/provinces',
  'GET /api/constants/region',
  'GET /api/constants/villages',
  'GET /api/crops',
  'GET /api/health',
  'GET /api/profile',
  'GET /api/profile/sessions',
  'GET /api/weather/common',
  'GET /api/auth/[...all]',
  'GET /api/weather/special/track-image',
  'GET /api/weather/seasonal/template',
  'GET /api/users/[id]',
]);

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
  'POST /api/weather/special/cap': { field: 'alert' },
  'POST /api/sms/subscribers/import': { field: 'file' },
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

/** Raw bytes as a request body (a copy: a Request keeps no view on the caller's buffer). */
const bytesOf = (values: number[]) => Uint8Array.from(values);
const utf16le = (text: string) => bytesOf([...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]));

/** JSON that parses but holds text PostgreSQL cannot store, or that is not text at all. */
const UNSTORABLE_JSON = [
  '{"a":"nul\\u0000byte"}',
  '{"\\u0000":1}',
  '{"a":["x",{"b":"\\u0000"}]}',
  '{"a":"lone \\ud800 surrogate"}',
  '{"a":"\\udfff\\ud800"}',
  '{"\\udc00":1}',
];

/** Bodies that are not UTF-8 JSON at all. */
const BAD_ENCODINGS: { label: string; type: string; bytes: Uint8Array<ArrayBuffer> }[] = [
  { label: 'bytes that are not UTF-8', type: 'application/json', bytes: bytesOf([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) },
  { label: 'an overlong UTF-8 quote', type: 'application/json', bytes: bytesOf([0x7b, 0xc0, 0xa2, 0x61, 0xc0, 0xa2, 0x3a, 0x31, 0x7d]) },
  { label: 'JSON in UTF-16', type: 'application/json; charset=utf-16', bytes: bytesOf([0xff, 0xfe, ...utf16le('{"a":1}')]) },
  { label: 'a UTF-32 byte order mark', type: 'application/json', bytes: bytesOf([0x00, 0x00, 0xfe, 0xff, 0x7b, 0x7d]) },
  { label: 'a raw NUL between tokens', type: 'application/json', bytes: bytesOf([0x7b, 0x00, 0x7d]) },
];

/** Bodies of other kinds than the route reads, under their own type or a false one. */
const WRONG_TYPES: { type: string; body: string }[] = [
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%ZZ&c=%00' },
  { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nnot finished' },
  { type: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
  { type: 'image/png', body: '\u0089PNG\r\n\u001a\n' },
  { type: '', body: '{"a":' },
];

/**
 * Routes (method and pattern) that take no body: they never read one, so an oversized body is not
 * theirs to refuse, and they answer as they would without it: 404 as the sample ids match nothing
 * (400 where the sample id is not of the route's shape).
 */
const BODYLESS: Record<string, number> = {
  'POST /api/[...unknown]': 404,
  'PUT /api/[...unknown]': 404,
  'PATCH /api/[...unknown]': 404,
  'DELETE /api/[...unknown]': 404,
  'DELETE /api/profile/sessions/[id]': 404,
  'DELETE /api/recommendations/[id]': 404,
  'DELETE /api/recommendations/[id]/approval': 404,
  'DELETE /api/users/[id]': 404,
  'DELETE /api/weather/issuances/[id]': 400,
};

/**
 * Bad values for a dynamic path segment, as they stand in the address (already escaped or not). The
 * proxy refuses broken escapes and control characters on a real server; the handlers are called
 * directly here, and must refuse them too.
 */
const SEGMENT_ATTACKS: { label: string; raw: string }[] = [
  { label: 'a broken escape %ZZ', raw: '%ZZ' },
  { label: 'a lone %', raw: '%' },
  { label: 'a cut escape %E0%A4%A', raw: '%E0%A4%A' },
  { label: 'an escaped NUL %00', raw: '%00' },
  { label: 'a raw NUL', raw: 'a\u0000b' },
  { label: 'an escaped newline', raw: 'a%0Ab' },
  { label: 'an escaped DEL', raw: '%7F' },
  { label: 'an escaped lone surrogate', raw: '%ED%A0%80' },
  { label: 'an overlong slash %C0%AF', raw: '%C0%AF' },
  { label: 'a raw lone surrogate', raw: 'lone\uD800' },
  { label: 'an escaped climb ..%2F..', raw: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { label: 'an escaped backslash climb', raw: '..%5C..%5Cwindows%5Cwin.ini' },
  { label: 'a 10,000-character segment', raw: 'x'.repeat(10_000) },
  { label: 'unicode', raw: encodeURIComponent('Dasmariñas ✓ 😀 ١٢٣') },
  ...ATTACK_STRINGS.map((value) => ({ label: JSON.stringify(value).slice(0, 40), raw: encodeURIComponent(value) })),
];

/** Segments a route does not read (the page's language, for a form target): any value gets the route's usual answer. */
const UNREAD_SEGMENTS: Record<string, { segment: string; status: number }> = {
  'GET /[locale]/bulletins/go': { segment: '[locale]', status: 303 },
  'GET /[locale]/cropping-calendar-v2/go': { segment: '[locale]', status: 303 },
  'GET /[locale]/search/near': { segment: '[locale]', status: 303 },
  // The suggestion index is the same file in both languages.
  'GET /[locale]/search/places.json': { segment: '[locale]', status: 200 },
};

/** Routes that log like pages (not at all): the public pages' form targets, which only redirect. Every other route logs one line per request. */
/** Raw query values no parameter of an enumerated or numeric kind may hold; search text may hold all but the NUL. */
const RAW_QUERY_VALUES = ['%ZZ', '%00', '%ED%A0%80', '%C0%AF', '%E0%A4%A', 'a%0Ab'];

function uploadRequest(route: ApiRoute, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[], field: string, extra: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.bytes]), file.name);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return new Request(`http://localhost:3000${route.address}`, {
    method: route.method,
    headers: { ...callers.superadmin, origin: 'http://localhost:3000' },
    body: form,
  });
}

interface Attempt {
  label: string;
  request: () => Request;
  /** The status the answer must have; otherwise any 4xx with a message. */
  status?: number;
  /** A path segment this attempt puts a bad value in, counted in the summary. */
  segment?: string;
}

/** Sign-in is the one body-taking call under /api/auth: body attacks go there, path attacks to the address given. */
function defaultAddress(route: ApiRoute): string {
  return route.pattern === '/api/auth/[...all]' ? '/api/auth/sign-in/email' : route.address;
}

function bodyRequest(
  route: ApiRoute,
  body: string | Uint8Array<ArrayBuffer>,
  type = 'application/json',
  address = defaultAddress(route),
  headers: Record<string, string> = {},
): Request {
  return new Request(`http://localhost:3000${address}`, {
    method: route.method,
    // An API client: the public forms answer anyone else (a phone's browser) with pages.
    headers: { ...callers.superadmin, accept: 'application/json', ...(type ? { 'content-type': type } : {}), origin: 'http://localhost:3000', ...headers },
    body,
  });
}

const jsonRequest = (route: ApiRoute, body: string, address = defaultAddress(route)) => bodyRequest(route, body, 'application/json', address);

function queryAttempts(route: ApiRoute, key: string): Attempt[] {
  if (QUERY_FREE.has(key)) return [];
  const attempts: Attempt[] = [];
  const get = (query: string) => () => new Request(`http://localhost:3000${route.address}?${query}`, { headers: callers.superadmin });
  for (const param of [...(QUERIES[key] ?? []), 'unexpected']) {
    const free = FREE_QUERY.has(param);
    const values = free ? ['x'.repeat(5000), 'nul\u0000byte'] : [...ATTACK_STRINGS, 'x'.repeat(5000), 'nul\u0000byte', '-1', '1e309'];
    for (const value of values)
      attempts.push({ label: `?${param}=${JSON.stringify(value).slice(0, 40)}`, request: get(`${new URLSearchParams({ [param]: value })}`) });
    for (const raw of free ? ['%00'] : RAW_QUERY_VALUES) attempts.push({ label: `?${param}=${raw} as sent`, request: get(`${param}=${raw}`) });
  }
  return attempts;
}

function bodyAttempts(route: ApiRoute, key: string): Attempt[] {
  const attempts: Attempt[] = [];
  const upload = key in UPLOADS;
  for (const text of MALFORMED_JSON) attempts.push({ label: `malformed ${JSON.stringify(text)}`, request: () => jsonRequest(route, text) });
  for (const body of WRONG_BODIES) attempts.push({ label: `body ${body}`, request: () => jsonRequest(route, body) });
  for (const text of UNSTORABLE_JSON) attempts.push({ label: `unstorable ${text}`, request: () => jsonRequest(route, text) });
  for (const { label, type, bytes } of BAD_ENCODINGS) attempts.push({ label, request: () => bodyRequest(route, bytes, type) });
  for (const { type, body } of WRONG_TYPES) attempts.push({ label: `content type ${JSON.stringify(type)}`, request: () => bodyRequest(route, body, type) });
  attempts.push({ label: 'objects nested 10,000 deep', request: () => jsonRequest(route, `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`) });
  attempts.push({ label: 'arrays nested 10,000 deep', request: () => jsonRequest(route, `${'['.repeat(10_000)}${']'.repeat(10_000)}`) });
  attempts.push({ label: 'objects and arrays nested 10,000 deep', request: () => jsonRequest(route, `${'[{"a":'.repeat(5_000)}1${'}]'.repeat(5_000)}`) });
  // Over 1 MB: refused as too large by every route that reads JSON, before it is read to the end. An
  // upload route takes more, so only a declared length past its own limit is too large for it.
  const padding = JSON.stringify({ padding: 'x'.repeat(2_000_000) });
  const tooLarge = BODYLESS[key] ?? 413;
  attempts.push({ label: 'a 2 MB body', request: () => jsonRequest(route, padding), status: upload ? undefined : tooLarge });
  attempts.push({
    label: 'a 2 MB body declared 10 bytes long',
    request: () => bodyRequest(route, padding, 'application/json', undefined, { 'content-length': '10' }),
    status: upload ? undefined : tooLarge,
  });
  attempts.push({
    label: 'a body declared 2 GB long',
    request: () => bodyRequest(route, '{}', 'application/json', undefined, { 'content-length': String(2 ** 31) }),
    status: tooLarge,
  });
  const sample = SAMPLES[key];
  if (sample) {
    for (const field of Object.keys(sample.body)) {
      const values = sample.free?.includes(field) ? ALWAYS_BAD_VALUES : [...ALWAYS_BAD_VALUES, ...ATTACK_STRINGS];
      const { [field]: _dropped, ...missing } = sample.body;
      attempts.push({ label: `${field} missing`, request: () => jsonRequest(route, JSON.stringify(missing)) });
      for (const value of values) {
        attempts.push({
          label: `${field}=${JSON.stringify(value).slice(0, 40)}`,
          request: () => jsonRequest(route, JSON.stringify({ ...sample.body, [field]: value })),
        });
      }
    }
    attempts.push({ label: 'an extra field', request: () => jsonRequest(route, JSON.stringify({ ...sample.body, isAdmin: true })) });
  }
  return attempts;
}

function uploadAttempts(route: ApiRoute, key: string): Attempt[] {
  const upload = UPLOADS[key];
  if (!upload) return [];
  const attempts: Attempt[] = [];
  if (!upload.fileOptional) {
    attempts.push({ label: 'a form without a file', request: () => uploadRequest(route, [], upload.field, { ...upload.extra, note: 'no file' }) });
    attempts.push({ label: 'a file in another field', request: () => uploadRequest(route, [BROKEN_FILES[2]!], 'somethingElse', upload.extra) });
  }
  // An empty file part is what a browser sends for a file input left empty: for an optional file it means none.
  for (const file of BROKEN_FILES.filter((candidate) => !upload.fileOptional || candidate.bytes.length > 0))
    attempts.push({ label: `file ${JSON.stringify(file.name)}`, request: () => uploadRequest(route, [file], upload.field, upload.extra) });
  attempts.push({ label: '21 files', request: () => uploadRequest(route, Array(21).fill(BROKEN_FILES[0]), upload.field, upload.extra) });
  return attempts;
}

/** Each dynamic segment in turn gets every bad value, the others keeping their sample values. */
function segmentAttempts(route: ApiRoute, key: string): Attempt[] {
  const attempts: Attempt[] = [];
  const segments = route.pattern.split('/').filter((part) => /^\[.+\]$/.test(part));
  const samples = route.address.split('/');
  for (const segment of segments) {
    const at = route.pattern.split('/').indexOf(segment);
    const unread = UNREAD_SEGMENTS[key]?.segment === segment ? UNREAD_SEGMENTS[key] : undefined;
    for (const { label, raw } of SEGMENT_ATTACKS) {
      const address = samples.map((part, index) => (index === at ? raw : part)).join('/');
      attempts.push({
        label: `${segment} = ${label}`,
        segment,
        status: unread?.status,
        request: () =>
          route.method === 'GET' ? new Request(`http://localhost:3000${address}`, { headers: callers.superadmin }) : jsonRequest(route, '{}', address),
      });
    }
  }
  return attempts;
}

function attemptsFor(route: ApiRoute): Attempt[] {
  const key = `${route.method} ${route.pattern}`;
  return [...(route.method === 'GET' ? queryAttempts(route, key) : bodyAttempts(route, key)), ...uploadAttempts(route, key), ...segmentAttempts(route, key)];
}

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  path?: string;
  status?: number;
  suppressed?: number;
  err?: { type?: string; code?: string | number; message?: string };
}

/** What the suite sent that counts as personal data or a secret: none of it may reach a log line. */
function personalData(): string[] {
  const values = new Set<string>(['a-long-password-here', 'wrong-password-here', 'New person', 'nobody@example.ph', 'new@da.gov.ph', 'a'.repeat(43)]);
  for (const sample of Object.values(SAMPLES)) {
    for (const field of ['email', 'password', 'currentPassword', 'newPassword', 'token', 'from']) {
      const value = sample.body[field];
      if (typeof value === 'string' && value.length >= 8) values.add(value);
    }
  }
  const token = callers.superadmin.authorization!.replace(/^Bearer /, '');
  values.add(token);
  values.add(token.split('.')[0]!);
  return [...values];
}

const sent: { id: string; pattern: string }[] = [];
const summary = { routes: 0, segments: new Set<string>(), serverErrors: 0 };
let captured = '';
let printed = '';
let startedAt = 0;
let release: () => void = () => undefined;

beforeAll(() => {
  const levelBefore = logger.level;
  logger.level = 'info';
  const releaseLogs = captureLogs({ write: (line: string) => void (captured += line) });
  // As in production (start-portal.ts): what libraries print with console.error/warn is a log line.
  const restoreConsole = routeConsoleToLogger();
  // Anything written past the logger and the console, straight to the process's streams.
  const restoreStreams = [process.stdout, process.stderr].map((stream) => {
    const write = stream.write.bind(stream);
    stream.write = (chunk: unknown, ...rest: unknown[]) => {
      printed += String(chunk);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    };
    return () => (stream.write = write);
  });
  startedAt = Date.now();
  release = () => {
    for (const restore of restoreStreams) restore();
    restoreConsole();
    releaseLogs();
    logger.level = levelBefore;
  };
});

afterAll(() => {
  release();
  const outcome = summary.serverErrors === 0 ? 'no 5xx' : `${summary.serverErrors.toLocaleString('en-US')} answered 5xx`;
  console.log(
    `bad-input suite: ${sent.length.toLocaleString('en-US')} requests over ${summary.routes} routes and ${summary.segments.size} path segments, ${outcome}`,
  );
});

describe('bad input at every route', () => {
  it('answers 4xx with a message naming the problem, never 5xx, and changes nothing', async () => {
    const failures: string[] = [];
    for (const route of await findAppRoutes()) {
      const attempts = attemptsFor(route);
      if (attempts.length === 0) continue;
      summary.routes += 1;
      const before = await databaseSnapshot();
      for (const attempt of attempts) {
        const id = `bad-input-${sent.length + 1}`;
        sent.push({ id, pattern: route.pattern });
        if (attempt.segment) summary.segments.add(`${route.pattern} ${attempt.segment}`);
        const request = attempt.request();
        request.headers.set('x-request-id', id);
        const answer = await route.call(request);
        const text = await answer.text();
        const where = `${route.method} ${route.pattern} ${attempt.label}`;
        if (answer.status >= 500) summary.serverErrors += 1;
        if (attempt.status !== undefined) {
          if (answer.status !== attempt.status) failures.push(`${where}: answered ${answer.status}, not ${attempt.status}: ${text.slice(0, 120)}`);
          if (answer.status < 400) continue;
        }
        let message: unknown;
        try {
          const body = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
          message = body.error?.message ?? body.message;
        } catch {
          message = undefined;
        }
        if (answer.status < 400 || answer.status >= 500) failures.push(`${where}: answered ${answer.status} ${text.slice(0, 120)}`);
        else if (typeof message !== 'string' || message.length < 5) failures.push(`${where}: ${answer.status} without a message`);
        else if (/\bat \S+ \(|node_modules|syntax error at|relation "|violates/i.test(text))
          failures.push(`${where}: the answer leaks internals: ${text.slice(0, 160)}`);
      }
      const after = await databaseSnapshot();
      const recorded = RECORDS_FAILURES[`${route.method} ${route.pattern}`] ?? [];
      for (const table of Object.keys(before)) {
        if (before[table] !== after[table] && !recorded.includes(table)) failures.push(`${route.method} ${route.pattern}: table ${table} changed`);
      }
    }
    expect(failures).toEqual([]);
    // Every route with a dynamic segment was reached through it.
    const dynamic = (await findAppRoutes()).flatMap((route) =>
      route.pattern
        .split('/')
        .filter((part) => /^\[.+\]$/.test(part))
        .map((segment) => `${route.pattern} ${segment}`),
    );
    expect([...summary.segments].sort()).toEqual([...new Set(dynamic)].sort());
    // Some 6,000 requests, 2 MB bodies among them, and a snapshot of every table around each route.
  }, 300_000);

  it('logged one request line per request, errors within the repeat limit, and none of the personal data or query values sent', () => {
    expect(sent.length).toBeGreaterThan(0);
    const lines = captured
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

    const requestLines = new Map<string, LogLine[]>();
    for (const line of lines.filter((candidate) => candidate.msg === 'request')) {
      requestLines.set(line.requestId ?? '', [...(requestLines.get(line.requestId ?? '') ?? []), line]);
    }
    const miscounted = sent.filter(({ id }) => (requestLines.get(id)?.length ?? 0) !== 1);
    expect(miscounted.map(({ id, pattern }) => `${id} (${pattern}): ${requestLines.get(id)?.length ?? 0} request lines`)).toEqual([]);
    const ids = new Set(sent.map(({ id }) => id));
    expect([...requestLines.keys()].filter((id) => !ids.has(id))).toEqual([]);
    expect([...requestLines.values()].flat().filter((line) => (line.status ?? 0) >= 500)).toEqual([]);

    const pathOf = new Map([...requestLines].map(([id, [line]]) => [id, line!.path]));
    const perCause = new Map<string, number>();
    for (const line of lines.filter((candidate) => candidate.level >= 50 && candidate.suppressed === undefined)) {
      const cause = describeErrorCause({
        level: line.level,
        path: line.requestId ? pathOf.get(line.requestId) : undefined,
        msg: line.msg,
        errorType: line.err?.type,
        errorCode: line.err?.code,
        errorMessage: line.err?.message,
      });
      perCause.set(cause, (perCause.get(cause) ?? 0) + 1);
    }
    const windows = 1 + Math.floor((Date.now() - startedAt) / ERROR_LINE_LIMITS.windowMs);
    expect([...perCause].filter(([, count]) => count > ERROR_LINE_LIMITS.perWindow * windows)).toEqual([]);
    const errorLines = [...perCause.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `bad-input log: ${lines.length.toLocaleString('en-US')} lines, ${[...requestLines.values()].flat().length.toLocaleString('en-US')} of them request lines, ${errorLines} error lines of ${perCause.size} causes, ${lines.filter((line) => line.level === 40).length} warnings`,
    );

    const everything = captured + printed;
    for (const value of personalData()) expect(everything.includes(value), `a value of ${value.length} characters sent by the suite was logged`).toBe(false);
    expect(everything).not.toMatch(/params: (?!\[redacted\])/);
    expect(everything).not.toMatch(/Failing row contains \((?!\[redacted\])/);
  });
});

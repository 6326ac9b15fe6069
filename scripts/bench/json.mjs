// Each public JSON read alone at the pages' connections, beside the cached pages' median rate of the
// same run, and a check that no public GET route of the OpenAPI document goes unmeasured.
import http from 'node:http';
import { fmt, loadSteady, mark, median, printTable } from './common.mjs';
import { addFigure, addHardFailure, addTarget } from './summary.mjs';

export const JSON_TARGETS = { shareOfPages: 0.5 };
// The public JSON reads of the issue: weather, calendar, recommendations, constants, /api/v1 (added from
// disk) and the exports (JSON, CSV and xlsx files). Staff-only exports (feedback, SMS) are not public answers.
export const JSON_ROUTES = [
  '/api/weather/tenday?province=laguna',
  '/api/weather/tenday?municipality=0403405000',
  '/api/weather/seasonal?province=batangas',
  '/api/weather/special',
  '/api/calendar?province=laguna&crop=rice&mode=ten_day',
  '/api/recommendations?type=tenday&crop=rice',
  '/api/constants/region',
  '/api/constants/provinces',
  '/api/constants/villages',
];
export const EXPORT_ROUTES = [
  '/api/export',
  '/api/export/provinces',
  '/api/export/villages',
  '/api/export/weather/ten-day',
  '/api/export/weather/seasonal',
  '/api/export/calendars',
  '/api/export/calendars?mode=ten_day&format=csv',
  '/api/export/recommendations',
  '/api/calendar/export?mode=ten_day&province=laguna&crop=rice',
  '/api/calendar/export?mode=ten_day&province=laguna&crop=rice&format=xlsx',
];
// Public GET paths of the OpenAPI document under the issue's prefixes that are deliberately not measured.
const NOT_MEASURED = {
  '/api/weather/common': 'holds nothing until staff save it (404)',
  '/api/weather/special/track-image': 'needs an advisory with a track image',
};
const JSON_PREFIXES = ['/api/weather/', '/api/calendar', '/api/recommendations', '/api/constants/', '/api/v1/', '/api/export'];

/** Routes of the OpenAPI document under the JSON prefixes that no measured route matches: a route added since must not go unmeasured silently. */
async function unmeasuredRoutes(url, measured) {
  try {
    const document = await (await fetch(`${url}/api/openapi.json`)).json();
    const pathnames = measured.map((route) => route.split('?')[0]);
    return Object.entries(document.paths ?? {})
      .filter(([p, item]) => item.get && JSON_PREFIXES.some((prefix) => p.startsWith(prefix)) && !NOT_MEASURED[p])
      .map(([p]) => p)
      .filter((p) => {
        const pattern = new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        return !pathnames.some((pathname) => pattern.test(pathname));
      });
  } catch (error) {
    return [`(the OpenAPI document could not be read: ${error.message})`];
  }
}

/**
 * A bare node:http server answering `bytes` random bytes: the size of a compressed answer measured, and
 * as incompressible (autocannon decodes every body it reads as text, at a cost that depends on the
 * bytes: a compressed body costs it some twenty times a run of one letter).
 */
async function startBareServer(bytes) {
  const body = (await import('node:crypto')).randomBytes(Math.round(bytes));
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** `routes` answered 2xx before (see single.mjs); `v1Left` the /api/v1 routes with a segment the bench cannot fill. */
export async function benchJson({ url, routes, v1Left, pagesMedian, load }) {
  const T = JSON_TARGETS;
  console.log(
    `\nJSON reads, each alone: ${load.connections} connections, ${load.seconds} s after a ${load.warmUp} s warm-up; compared with the cached pages' median rate ` +
      `(${fmt(pagesMedian)} req/s) [target >= ${T.shareOfPages * 100}% of it, no errors]\n`,
  );
  const rows = [];
  for (const route of routes) rows.push({ route, ...(await loadSteady({ url: `${url}${route}`, connections: load.connections }, load)) });
  const ok = (row) => row.rps >= T.shareOfPages * pagesMedian && row.errors === 0;
  // An answer slower than the whole window (50 heavy exports at once) leaves a run with nothing to compare.
  const answered = rows.filter((r) => r.total > 0);
  // An answer many times a page's size is bounded by the bytes the machine and the load tool move: for
  // each one below the target, a bare node:http server answering as many compressed-like bytes shows that bound.
  for (const row of answered.filter((r) => !ok(r))) {
    const same = await startBareServer(row.kb * 1024);
    row.sameBytes = (await loadSteady({ url: same.url, connections: load.connections }, load).finally(same.close)).rps;
  }
  printTable(
    ['route', 'KB', 'req/s', 'median ms', 'p99 ms', 'errors', 'of pages', 'node:http, same KB', 'verdict'],
    rows.map((row) => [
      row.route,
      row.total ? fmt(row.kb, 1) : '-',
      row.total ? fmt(row.rps) : `none in ${load.seconds} s`,
      fmt(row.median, 1),
      fmt(row.p99, 1),
      row.errors,
      `${fmt((100 * row.rps) / pagesMedian)}%`,
      row.sameBytes ? `${fmt(row.sameBytes)} req/s (ours ${fmt((100 * row.rps) / row.sameBytes)}%)` : '',
      mark(ok(row)),
    ]),
  );
  const unmeasured = await unmeasuredRoutes(url, routes);
  if (unmeasured.length) console.log(`  public GET routes of the OpenAPI document not measured: ${unmeasured.join(', ')}`);
  for (const [p, why] of Object.entries(NOT_MEASURED)) console.log(`  not measured: ${p} (${why})`);
  if (v1Left.length) console.log(`  /api/v1 routes left out (no value for a segment): ${v1Left.join(', ')}`);
  const unanswered = rows.filter((r) => r.total === 0).map((r) => r.route);
  if (unanswered.length) console.log(`  no answer within the ${load.seconds} s window (a longer BENCH_SECONDS measures them): ${unanswered.join(', ')}`);
  if (answered.length) {
    const slowest = answered.reduce((a, b) => (b.rps < a.rps ? b : a));
    addFigure('json.worstRps', slowest.rps);
    addFigure('json.medianRps', median(rows.map((r) => r.rps)));
    addTarget({
      target: `JSON reads >= ${T.shareOfPages * 100}% of cached pages' rate, each (${rows.length} routes)`,
      figure:
        `${rows.filter((r) => !ok(r)).length} below${unanswered.length ? ` (${unanswered.length} with no answer in the window)` : ''}; ` +
        `slowest answered ${slowest.route} ${fmt(slowest.rps)} req/s` +
        (slowest.sameBytes ? ` (${fmt(slowest.kb)} KB: node:http ${fmt(slowest.sameBytes)} req/s for the same bytes)` : ''),
      reference: `pages' median ${fmt(pagesMedian)} req/s; JSON median ${fmt(median(rows.map((r) => r.rps)))} req/s`,
      ok: rows.every(ok),
    });
  }
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  if (errors) addHardFailure(`JSON load runs: ${errors} errors`);
}

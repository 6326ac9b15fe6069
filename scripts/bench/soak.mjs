// Soak (`npm run bench -- --only=soak`): one instance on the embedded database, started with the node
// options of production, takes ten minutes of the abuse of issue 14 mixed with ordinary traffic, then
// the incident's last straw (a flood of POST /api/set-password), and must neither crash nor keep
// memory: its heap after a full garbage collection must come back within 10% of where it stood once
// warmed up. Prints the requests of each kind with their answers, peak and final RSS, the heap after
// GC every minute, and PASS or FAIL (exit code 1 through bench.mjs). ACAP_SOAK_SECONDS shortens the
// ten minutes.
//
// How the heap after GC is read without adding anything to the portal: the bench starts its own
// server with `--inspect=127.0.0.1:<port>` next to the production options, and speaks the inspector
// protocol to it over a WebSocket (a minimal client below: Node 20 has none built in):
// `HeapProfiler.collectGarbage`, then `Runtime.evaluate` of `process.memoryUsage()`. The inspector
// listens on the loopback only, in this bench's server only; `npm start` never opens it. The same
// channel writes heap snapshots at the start and the end of the run when ACAP_SOAK_SNAPSHOTS names a
// folder (to compare in Chrome's DevTools, Memory tab, "Comparison"). Peak RSS is the kernel's VmHWM.
//
// Lanes run side by side for the whole time: four of visitors (the section pages, any place's page
// as crawlers find them, the open JSON API, maps, bulletin PDFs), one staff member (sign-in, 10-day
// import, special advisory, bulletin preview and creation, a recommendation with entity-smuggled
// markup, staff reads), two of attacks (20 MB JSON bodies, JSON nested 10,000 deep, broken percent-
// encodings, deep GeoJSON, an oversized workbook, uploads cut off midway, failed sign-ins from random
// X-Forwarded-For addresses behind a trusted proxy, bogus set-password links), and every two minutes
// 200 simultaneous POST /api/set-password with bogus tokens and the longest passwords.
// Knobs for a shorter or targeted run: ACAP_SOAK_SECONDS (default 600), ACAP_SOAK_PORT (the server's
// port; the inspector takes the next one), ACAP_SOAK_DIST_DIR (a build to soak as it is; default the
// bench's build, built when needed), ACAP_SOAK_XLSX_CELLS (default 2,000,000), ACAP_SOAK_SNAPSHOTS.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ROOT, SERVER_NODE_OPTIONS, serverArgs, serverEnv } from '../lib/build.mjs';
import { ADMIN, DIST_DIR, fmt, freePort, loadData, printTable, SHARED_DATA, stop, waitFor } from './common.mjs';

export const SOAK_DIST_DIR = process.env.ACAP_SOAK_DIST_DIR ?? DIST_DIR;
const SECONDS = Number(process.env.ACAP_SOAK_SECONDS ?? 600);
const WARM_UP_SECONDS = Math.min(60, Math.max(10, SECONDS / 10));
const SAMPLE_EVERY_S = 60;
const BURST_EVERY_S = 120;
const BURST = { size: 200, label: 'set-password burst (200 at once)' };
// The incident's last straw, after the long mix: set-password posts far faster than the server
// could hash them (about ten a second), for 50 seconds. Before the hashes took turns, each one waited
// with its request in memory, and this flood ended in "JavaScript heap out of memory".
const FLOOD = { size: 10_000, perSecond: 200, label: 'set-password flood (10,000 at 200/s)' };
const XLSX_CELLS = Number(process.env.ACAP_SOAK_XLSX_CELLS ?? 2_000_000);
const MAX_HEAP_GROWTH = 0.1;
const CRAWLED_PAGES = 400;
const LANES = { visitor: 4, staff: 1, attack: 2 };
const MB = 1024 * 1024;

const PAGES = [
  '/',
  '/weather-services',
  '/weather-services/ten-day/quezon',
  '/weather-services/ten-day/laguna/city-of-calamba',
  '/weather-services/seasonal/batangas',
  '/weather-services/special',
  '/cropping-calendar-v2',
  '/cropping-calendar-v2/ten-day/rice/laguna',
  '/cropping-calendar-v2/ten-day/rice/laguna/city-of-calamba',
  '/bulletins',
  '/privacy',
];
const OPEN_API = [
  '/api/v1/places',
  '/api/v1/places/0403400000',
  '/api/v1/places/0403405000',
  '/api/v1/places/0403405000/outlooks',
  '/api/v1/places/0403405000/calendars',
  '/api/v1/places/0403405000/recommendations',
  '/api/v1/places/0403405000/bulletins',
  '/api/constants/provinces',
  '/api/weather/special',
  '/api/health',
];
const BAD_ENCODINGS = ['/api/v1/places/%ZZ', '/bulletins/%ZZ.pdf', '/maps/en/ten-day/%ZZ/region', '/weather-services/%ZZ', '/api/v1/places/%E0%A4%A'];
const DEEP_JSON_TARGETS = [
  ['POST', '/api/set-password'],
  ['PATCH', '/api/profile'],
  ['POST', '/api/weather/special'],
  ['POST', '/api/recommendations'],
  ['POST', '/api/auth/sign-in/email'],
];
const CALAMBA = { region: 'calabarzon', province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en' };
// Markup hidden behind entities, in every form a decoder might turn back into a tag.
const SMUGGLED = '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(2)&#62; &#x3C;iframe src=javascript:alert(3)&#x3E; &amp;lt;b&amp;gt;';

// ---------------------------------------------------------------------------------------------------
// The inspector: just enough of RFC 6455 for the protocol's JSON messages.

function connectInspector(port) {
  return new Promise((resolve, reject) => {
    fetch(`http://127.0.0.1:${port}/json/list`)
      .then((answer) => answer.json())
      .then(([target]) => {
        const address = new URL(target.webSocketDebuggerUrl);
        const request = http.request({
          host: address.hostname,
          port: address.port,
          path: address.pathname,
          headers: {
            Connection: 'Upgrade',
            Upgrade: 'websocket',
            'Sec-WebSocket-Version': '13',
            'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64'),
          },
        });
        request.on('upgrade', (_answer, socket, head) => resolve(inspectorSession(socket, head)));
        request.on('response', (answer) => reject(new Error(`the inspector refused the WebSocket (${answer.statusCode})`)));
        request.on('error', reject);
        request.end();
      }, reject);
  });
}

function inspectorSession(socket, head) {
  const pending = new Map();
  const listeners = new Map();
  let buffer = head;
  let fragments = [];
  let nextId = 1;
  const write = (opcode, payload) => {
    const length = payload.length;
    const header = Buffer.alloc(length < 126 ? 2 : length < 65536 ? 4 : 10);
    header[0] = 0x80 | opcode;
    if (length < 126) header[1] = 0x80 | length;
    else if (length < 65536) {
      header[1] = 0x80 | 126;
      header.writeUInt16BE(length, 2);
    } else {
      header[1] = 0x80 | 127;
      header.writeBigUInt64BE(BigInt(length), 2);
    }
    // A client masks every frame it sends.
    const mask = crypto.randomBytes(4);
    const masked = Buffer.from(payload);
    for (let i = 0; i < masked.length; i += 1) masked[i] ^= mask[i % 4];
    socket.write(Buffer.concat([header, mask, masked]));
  };
  const receive = (text) => {
    const message = JSON.parse(text);
    if (message.id !== undefined && pending.has(message.id)) {
      const { resolve, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(`${message.error.message}`));
      else resolve(message.result);
    } else if (message.method) listeners.get(message.method)?.(message.params);
  };
  const fail = (error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (buffer.length < 2) return;
      const opcode = buffer[0] & 0x0f;
      let length = buffer[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) return;
      const payload = buffer.subarray(offset, offset + length);
      const final = (buffer[0] & 0x80) !== 0;
      buffer = buffer.subarray(offset + length);
      if (opcode === 0x9) write(0xa, payload);
      else if (opcode === 0x8) socket.end();
      else if (opcode === 0x1 || opcode === 0x0) {
        fragments.push(Buffer.from(payload));
        if (final) {
          const text = Buffer.concat(fragments).toString('utf8');
          fragments = [];
          receive(text);
        }
      }
    }
  });
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the inspector connection closed')));
  return {
    send(method, params = {}) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        write(0x1, Buffer.from(JSON.stringify({ id, method, params })));
      });
    },
    on: (method, listener) => listeners.set(method, listener),
    close: () => socket.destroy(),
  };
}

/**
 * A JSON expression evaluated in the server. The inspector may run it in the middle of whatever the
 * server is doing (a deep recursion, say), where it can fail: it is then tried again a moment later.
 */
async function evaluate(session, expression) {
  for (let attempt = 1; ; attempt += 1) {
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, returnByValue: true });
    if (!exceptionDetails && typeof result?.value === 'string') return JSON.parse(result.value);
    if (attempt === 10) throw new Error(`the server could not evaluate ${expression}: ${exceptionDetails?.text ?? 'no value'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The server's memory after two full collections (the second frees what the first's finalisers let go). */
async function heapAfterGc(server) {
  const session = await connectInspector(server.inspectPort);
  try {
    await session.send('HeapProfiler.collectGarbage');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await session.send('HeapProfiler.collectGarbage');
    const memory = await evaluate(session, 'JSON.stringify(process.memoryUsage())');
    return { heapMb: memory.heapUsed / MB, heapTotalMb: memory.heapTotal / MB, externalMb: memory.external / MB, rssMb: memory.rss / MB };
  } finally {
    session.close();
  }
}

async function writeHeapSnapshot(server, file) {
  const session = await connectInspector(server.inspectPort);
  const out = fs.openSync(file, 'w');
  try {
    session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => fs.writeSync(out, chunk));
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    fs.closeSync(out);
    session.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The server, as `npm start` runs it, plus the inspector.

/** A fixed port still held by an earlier server would answer for the new one. */
function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', () => reject(new Error(`port ${port} is in use`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

async function startServer(dataDir) {
  const fixed = Number(process.env.ACAP_SOAK_PORT ?? 0);
  if (fixed) for (const taken of [fixed, fixed + 1]) await assertFree(taken);
  const port = fixed || (await freePort());
  const inspectPort = fixed ? fixed + 1 : await freePort();
  const options = [...SERVER_NODE_OPTIONS.split(' ').filter(Boolean), `--inspect=127.0.0.1:${inspectPort}`];
  const child = spawn(process.execPath, [...options, ...serverArgs(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...serverEnv(),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ACAP_DIST_DIR: SOAK_DIST_DIR,
      ACAP_DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      // As in production: every request logs its line (to nowhere here), so the logging path is soaked too.
      LOG_LEVEL: 'info',
      // Behind a proxy, as the issue's server was: the attack's random X-Forwarded-For addresses count.
      ACAP_TRUSTED_PROXIES: '127.0.0.1',
      ACAP_ADMIN_EMAIL: ADMIN.email,
      ACAP_ADMIN_PASSWORD: ADMIN.password,
      ACAP_BASE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-6000)));
  const server = { child, port, inspectPort, url: `http://127.0.0.1:${port}`, errors: () => errors, exit: null };
  child.once('exit', (code, signal) => (server.exit = { code, signal }));
  await waitFor(`${server.url}/api/constants/region`, child, () => errors);
  return server;
}

const crashed = (server) => server.exit !== null;

/** VmRSS (now) or VmHWM (the peak) of a process, in MB; 0 once it is gone. */
function statusMb(pid, field) {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The largest heap in use (no collection forced) while `work` runs, read every half second. */
async function peakHeapDuring(server, work) {
  const session = await connectInspector(server.inspectPort);
  let peak = 0;
  let working = true;
  const watching = (async () => {
    while (working && !crashed(server)) {
      try {
        peak = Math.max(peak, (await evaluate(session, 'JSON.stringify(process.memoryUsage())')).heapUsed / MB);
      } catch {
        // a crash ends the watch
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  try {
    await work();
  } finally {
    working = false;
    await watching;
    session.close();
  }
  return peak;
}

// ---------------------------------------------------------------------------------------------------
// Requests. Every answer is tallied per kind: its status, or `reset` (the connection closed under it),
// `timeout`, `cut` (we hung up on purpose).

const visitorAgent = new http.Agent({ keepAlive: true, maxSockets: LANES.visitor + LANES.staff + 2 });

/**
 * One request. `body`: a Buffer, or `{ prefix, size, suffix, chunked }` for a large body whose `size`
 * bytes of filler are written in 64 KB pieces (stopping as soon as an answer comes), or
 * `{ prefix, declared, send }` to hang up after `send` bytes of the `declared` length.
 */
function send(server, { method = 'GET', path: address, headers = {}, body, agent = visitorAgent, timeoutMs = 60_000 }) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status) => {
      if (settled) return;
      settled = true;
      resolve(status);
    };
    const finalHeaders = { ...headers };
    if (Buffer.isBuffer(body)) finalHeaders['content-length'] = String(body.length);
    else if (body?.size && !body.chunked) finalHeaders['content-length'] = String((body.prefix?.length ?? 0) + body.size + (body.suffix?.length ?? 0));
    else if (body?.declared) finalHeaders['content-length'] = String(body.declared);
    const request = http.request({ host: '127.0.0.1', port: server.port, method, path: address, headers: finalHeaders, agent }, (answer) => {
      answer.on('data', () => {});
      answer.on('end', () => settle(answer.statusCode));
      answer.on('close', () => settle(answer.statusCode));
      answer.on('error', () => settle(answer.statusCode));
    });
    request.setTimeout(timeoutMs, () => {
      settle('timeout');
      request.destroy();
    });
    request.on('error', () => settle('reset'));
    if (!body) request.end();
    else if (Buffer.isBuffer(body)) request.end(body);
    else if (body.declared) {
      request.write(body.prefix ?? Buffer.alloc(0));
      writeFiller(request, body.send, () => settled).then(() => {
        settle('cut');
        request.destroy();
      });
    } else {
      request.write(body.prefix ?? Buffer.alloc(0));
      writeFiller(request, body.size, () => settled).then(() => request.end(body.suffix ?? Buffer.alloc(0)));
    }
  });
}

const FILLER = Buffer.alloc(64 * 1024, 0x20);

/** Writes `bytes` of filler, respecting back-pressure, until done or an answer has come. */
async function writeFiller(request, bytes, answered) {
  for (let written = 0; written < bytes && !answered() && !request.destroyed; written += FILLER.length) {
    const piece = FILLER.subarray(0, Math.min(FILLER.length, bytes - written));
    if (!request.write(piece)) {
      await new Promise((resolve) => {
        const done = () => {
          request.off('drain', done);
          request.off('close', done);
          resolve();
        };
        request.on('drain', done);
        request.on('close', done);
      });
    }
  }
}

function multipart(field, fileName, bytes, type = 'application/octet-stream') {
  const boundary = `----soak${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), head, tail, contentType: `multipart/form-data; boundary=${boundary}` };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const randomAddress = () =>
  `${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const deepJson = (depth) => '['.repeat(depth) + ']'.repeat(depth);
const bogusSetPassword = () =>
  JSON.stringify({ token: crypto.randomBytes(48).toString('base64url'), password: crypto.randomBytes(192).toString('base64').slice(0, 256) });

/** A workbook of `cells` numbers, rows of 20 columns, written once per size into the temporary folder. */
async function oversizedWorkbook(cells) {
  const file = path.join(os.tmpdir(), `acap-soak-${cells}-cells.xlsx`);
  if (!fs.existsSync(file)) {
    const partial = `${file}.${process.pid}.part`;
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: partial, useSharedStrings: false, useStyles: false });
    const sheet = writer.addWorksheet('Sheet1');
    const columns = 20;
    for (let row = 0; row < Math.ceil(cells / columns); row += 1) {
      sheet.addRow(Array.from({ length: columns }, (_, column) => (row * columns + column) % 997)).commit();
    }
    sheet.commit();
    await writer.commit();
    fs.renameSync(partial, file);
  }
  return fs.readFileSync(file);
}

// ---------------------------------------------------------------------------------------------------
// What each lane does. A kind is a name and a function returning the status it got.

function buildKinds(server, context) {
  const staffJson = () => ({ ...context.staff, 'content-type': 'application/json' });
  const origin = { origin: server.url };
  const attackAgent = false; // a fresh connection each time: some of these end with the server hanging up
  // Valid JSON: a sign-up whose name is 20 MB of spaces.
  const big = { prefix: Buffer.from('{"email":"big@example.ph","password":"a-long-password-here","name":"'), size: 20 * MB, suffix: Buffer.from('"}') };
  return {
    visitor: [
      { name: 'public page', weight: 35, run: () => send(server, { path: inEitherLanguage(pick(PAGES), 0.2) }) },
      // Crawlers and curious visitors: any place's page, in either language, so the page cache works at its cap.
      {
        name: 'public page, any place',
        weight: 10,
        run: () => send(server, { path: inEitherLanguage(pick(context.pages), 0.5) }),
      },
      { name: 'open JSON API', weight: 30, run: () => send(server, { path: pick(OPEN_API) }) },
      { name: 'map SVG', weight: 15, run: () => send(server, { path: pick(context.maps) }) },
      { name: 'bulletin PDF', weight: 5, run: () => send(server, { path: context.bulletinPdf }) },
      { name: 'farming-calendar redirect', weight: 5, run: () => send(server, { path: '/cropping-calendar-v2/go?crop=rice&province=laguna' }) },
    ],
    staff: [
      {
        name: 'staff sign-in',
        weight: 5,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/auth/sign-in/email',
            headers: { 'content-type': 'application/json', ...origin },
            body: Buffer.from(JSON.stringify(ADMIN)),
          }),
      },
      {
        name: '10-day outlook import',
        weight: 5,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/weather/10day',
            headers: { ...context.staff, 'content-type': context.tenday.contentType },
            body: context.tenday.body,
            timeoutMs: 180_000,
          }),
      },
      {
        name: 'special advisory save',
        weight: 15,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/weather/special',
            headers: staffJson(),
            body: Buffer.from(
              JSON.stringify({
                activeCyclone: true,
                name: 'Soak',
                bulletinNumber: String(1 + Math.floor(Math.random() * 9)),
                issuedAt: '2026-01-05T11:00:00+08:00',
                signals: [{ province: 'Quezon', signal: 'signal_number_2' }],
              }),
            ),
          }),
      },
      {
        name: 'bulletin preview',
        weight: 25,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/reports/tenday/crops',
            headers: staffJson(),
            body: Buffer.from(JSON.stringify({ ...CALAMBA, operation: 'preview', allowExpired: true })),
          }),
      },
      {
        name: 'bulletin create',
        weight: 10,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/reports/tenday/crops',
            headers: staffJson(),
            body: Buffer.from(JSON.stringify({ ...CALAMBA, operation: 'create', allowExpired: true })),
          }),
      },
      {
        name: 'recommendation, entity-smuggled markup',
        weight: 15,
        run: () =>
          send(server, {
            method: 'PUT',
            path: `/api/recommendations/${context.recommendationId}`,
            headers: staffJson(),
            body: Buffer.from(
              JSON.stringify({
                ...context.recommendation,
                farmOperation: `Drain ${SMUGGLED}`.slice(0, 200),
                practiceEn: `Keep water low. ${SMUGGLED}`,
                sms: SMUGGLED.slice(0, 300),
              }),
            ),
          }),
      },
      {
        name: 'staff reads',
        weight: 25,
        run: () =>
          send(server, { path: pick(['/api/weather/issuances', '/api/profile', '/api/recommendations/coverage', '/api/audit']), headers: context.staff }),
      },
    ],
    attack: [
      {
        name: '20 MB JSON to sign-up',
        weight: 4,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/auth/sign-up/email',
            headers: { 'content-type': 'application/json', ...origin },
            body: big,
            agent: attackAgent,
          }),
      },
      {
        name: '20 MB JSON to a route',
        weight: 4,
        run: () => {
          const [method, address] = pick(DEEP_JSON_TARGETS);
          return send(server, {
            method,
            path: address,
            headers: { ...staffJson(), ...origin },
            body: { ...big, chunked: Math.random() < 0.5 },
            agent: attackAgent,
          });
        },
      },
      {
        name: 'JSON nested 10,000 deep',
        weight: 12,
        run: () => {
          const [method, address] = pick(DEEP_JSON_TARGETS);
          return send(server, { method, path: address, headers: { ...staffJson(), ...origin }, body: Buffer.from(deepJson(10_000)) });
        },
      },
      { name: 'bad percent-encoding', weight: 15, run: () => send(server, { path: pick(BAD_ENCODINGS) }) },
      {
        name: 'GeoJSON nested deep',
        weight: 6,
        run: () => {
          const form = multipart('files', 'deep.geojson', context.deepGeoJson, 'application/geo+json');
          return send(server, { method: 'POST', path: '/api/boundaries', headers: { ...context.staff, 'content-type': form.contentType }, body: form.body });
        },
      },
      {
        name: 'oversized workbook',
        weight: 2,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/weather/10day',
            headers: { ...context.staff, 'content-type': context.oversized.contentType },
            body: context.oversized.body,
            timeoutMs: 120_000,
          }),
      },
      {
        name: 'upload cut off midway',
        weight: 6,
        run: () => {
          const form = multipart('excel-files[]', 'day1.xlsx', Buffer.alloc(0));
          return send(server, {
            method: 'POST',
            path: '/api/weather/10day',
            headers: { ...context.staff, 'content-type': form.contentType },
            body: { declared: 8 * MB, send: MB + Math.floor(Math.random() * 3 * MB), prefix: form.head },
            agent: attackAgent,
          });
        },
      },
      {
        name: 'failed sign-in, random X-Forwarded-For',
        weight: 25,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/auth/sign-in/email',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress(), ...origin },
            body: Buffer.from(
              JSON.stringify({
                email: Math.random() < 0.5 ? ADMIN.email : `x${crypto.randomBytes(4).toString('hex')}@example.ph`,
                password: crypto.randomBytes(12).toString('hex'),
              }),
            ),
          }),
      },
      {
        name: 'set-password, bogus token',
        weight: 26,
        run: () =>
          send(server, {
            method: 'POST',
            path: '/api/set-password',
            headers: { 'content-type': 'application/json', ...origin },
            body: Buffer.from(bogusSetPassword()),
          }),
      },
    ],
  };
}

function weighted(kinds) {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  return () => {
    let at = Math.random() * total;
    for (const kind of kinds) if ((at -= kind.weight) < 0) return kind;
    return kinds[kinds.length - 1];
  };
}

function tally(counts, kind, status) {
  if (!counts.has(kind)) counts.set(kind, new Map());
  const statuses = counts.get(kind);
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

/** Every lane until `until` (or a crash); returns when all are done. */
async function runLanes(server, kinds, counts, until) {
  const lanes = [];
  for (const [lane, number] of Object.entries(LANES)) {
    const next = weighted(kinds[lane]);
    for (let i = 0; i < number; i += 1) {
      lanes.push(
        (async () => {
          while (performance.now() < until && !crashed(server)) {
            const kind = next();
            tally(counts, kind.name, await kind.run());
          }
        })(),
      );
    }
  }
  await Promise.all(lanes);
}

/**
 * POST /api/set-password with bogus tokens and the longest passwords, `size` of them at `perSecond`
 * (all at once when not given), sent whatever the answers: attackers do not wait for them.
 */
async function setPasswordBurst(server, counts, { size, perSecond = Infinity, label }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const answers = [];
  const post = () =>
    send(server, {
      method: 'POST',
      path: '/api/set-password',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: Buffer.from(bogusSetPassword()),
      agent,
      timeoutMs: 180_000,
    });
  const perTick = Number.isFinite(perSecond) ? Math.max(1, Math.round(perSecond / 10)) : size;
  while (answers.length < size && !crashed(server)) {
    for (let i = 0; i < perTick && answers.length < size; i += 1) answers.push(post());
    if (answers.length < size) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const status of await Promise.all(answers)) tally(counts, label, status);
  agent.destroy();
}

/** A page's Tagalog address (decision 055): under /tl. */
const tagalog = (path) => (path === '/' ? '/tl' : `/tl${path}`);
/** The page in Tagalog for a share of the visitors. */
const inEitherLanguage = (path, tagalogShare) => (Math.random() < tagalogShare ? tagalog(path) : path);

/** Visits every ordinary address once, so the page cache holds the same pages at each reading. */
async function visitAll(server, context) {
  for (const address of [...PAGES, ...OPEN_API, ...context.maps, context.bulletinPdf]) {
    const page = !address.startsWith('/api') && !address.startsWith('/maps') && !address.endsWith('.pdf');
    for (const path of page ? [address, tagalog(address)] : [address]) await send(server, { path });
  }
}

/**
 * Public page addresses as a crawler finds them, following links from the section pages, up to
 * CRAWLED_PAGES: each is rendered once here, so the page cache is full (at its cap) from the start.
 */
async function crawlPages(server) {
  const found = new Set();
  const queue = ['/', '/weather-services', '/cropping-calendar-v2', '/bulletins'];
  const queued = new Set(queue);
  while (queue.length > 0 && found.size < CRAWLED_PAGES) {
    const address = queue.shift();
    const answer = await fetch(`${server.url}${address}`, { redirect: 'manual' });
    const html = await answer.text();
    if (answer.status !== 200) continue;
    found.add(address);
    for (const [, link] of html.matchAll(/href="(\/[^"#?]*)"/g)) {
      if (!/^\/(?:weather-services|cropping-calendar-v2|bulletins)(?:\/|$)/.test(link) || /\.pdf$|\/go$/.test(link) || queued.has(link)) continue;
      queued.add(link);
      queue.push(link);
    }
  }
  return [...found];
}

async function prepare(server) {
  const loaded = await loadData(server.url);
  const staff = loaded.headers;
  const boundary = `----soak${crypto.randomBytes(8).toString('hex')}`;
  const parts = [];
  for (let day = 1; day <= 10; day += 1) {
    const bytes = fs.readFileSync(path.join(SHARED_DATA, 'pagasa-10day/2025-08-18', `day${day}.xlsx`));
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="excel-files[]"; filename="day${day}.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const tenday = { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };

  const oversized = multipart('excel-files[]', 'huge.xlsx', await oversizedWorkbook(XLSX_CELLS));
  // A polygon whose coordinates nest 10,000 levels deep, inside an ordinary feature collection.
  const deepGeoJson = Buffer.from(
    `{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"adm3_psgc":403405000},"geometry":{"type":"Polygon","coordinates":${deepJson(10_000)}}}]}`,
  );

  const recommendation = {
    type: 'tenday',
    crop: 'rice',
    stage: 'veg',
    farmOperation: 'Drainage',
    trigger: null,
    risk: null,
    impactEn: '',
    impactTl: '',
    practiceEn: 'Keep water low.',
    practiceTl: '',
    sms: null,
  };
  const created = await fetch(`${server.url}/api/recommendations`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify(recommendation),
  });
  if (created.status !== 201) throw new Error(`creating the soak's recommendation failed with ${created.status}: ${(await created.text()).slice(0, 300)}`);
  const recommendationId = (await created.json()).recommendation.id;

  const bulletin = await fetch(`${server.url}/api/reports/tenday/crops`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({ ...CALAMBA, operation: 'create', allowExpired: true }),
  });
  if (!bulletin.ok) throw new Error(`creating a bulletin failed with ${bulletin.status}: ${(await bulletin.text()).slice(0, 300)}`);
  const bulletinPdf = `/bulletins/${(await bulletin.json()).id}.pdf`;

  // The maps the public pages link to, as their visitors' browsers fetch them.
  const maps = new Set();
  for (const page of ['/weather-services', '/weather-services/ten-day/quezon', '/weather-services/seasonal/batangas', '/weather-services/special']) {
    const html = await (await fetch(`${server.url}${page}`)).text();
    for (const [address] of html.matchAll(/\/maps\/[^"'\\\s]+/g)) maps.add(address.replaceAll('&amp;', '&'));
  }
  if (maps.size === 0) throw new Error('no map address found on the public pages');
  return { staff, tenday, oversized, deepGeoJson, recommendation, recommendationId, bulletinPdf, maps: [...maps], pages: await crawlPages(server) };
}

function describeStatuses(statuses) {
  return [...statuses]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, count]) => `${status}×${fmt(count)}`)
    .join(' ');
}

export async function runSoak() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acap-soak-'));
  const snapshots = process.env.ACAP_SOAK_SNAPSHOTS;
  let server;
  const interrupted = () => {
    server?.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    server = await startServer(dataDir);
    const context = await prepare(server);
    const kinds = buildKinds(server, context);
    const counts = new Map();
    const samples = [];
    const sample = async (label, quiet) => {
      if (crashed(server)) return null;
      if (quiet) await visitAll(server, context);
      const memory = await heapAfterGc(server);
      const row = { label, ...memory, rssMb: statusMb(server.child.pid, 'VmRSS'), peakMb: statusMb(server.child.pid, 'VmHWM') };
      samples.push(row);
      console.log(`  ${label.padEnd(22)} heap after GC ${fmt(row.heapMb, 1)} MB, RSS ${fmt(row.rssMb)} MB, peak RSS ${fmt(row.peakMb)} MB`);
      return row;
    };

    console.log(
      `\nSoak: ${fmt(SECONDS)} s of attacks and ordinary traffic (${LANES.visitor} visitor, ${LANES.staff} staff, ${LANES.attack} attack lanes; ` +
        `${BURST.size} set-password at once every ${BURST_EVERY_S} s; at the end ${fmt(FLOOD.size)} at ${FLOOD.perSecond}/s), node ${SERVER_NODE_OPTIONS}`,
    );
    // Warm-up: every kind once, a burst, then the mix for a while, so that what loads once (route
    // code, compiled functions, the page cache's pages) is in the starting figure.
    for (const lane of Object.values(kinds)) for (const kind of lane) tally(counts, kind.name, await kind.run());
    await setPasswordBurst(server, counts, BURST);
    await runLanes(server, kinds, counts, performance.now() + WARM_UP_SECONDS * 1000);
    const start = await sample('start (warmed up)', true);
    if (snapshots && start) await writeHeapSnapshot(server, path.join(snapshots, 'soak-start.heapsnapshot'));

    const started = performance.now();
    const until = started + SECONDS * 1000;
    const background = [runLanes(server, kinds, counts, until)];
    const bursts = setInterval(() => {
      if (performance.now() < until - 10_000 && !crashed(server)) background.push(setPasswordBurst(server, counts, BURST));
    }, BURST_EVERY_S * 1000);
    for (let next = started + SAMPLE_EVERY_S * 1000; next < until && !crashed(server); next += SAMPLE_EVERY_S * 1000) {
      while (performance.now() < next && !crashed(server)) await new Promise((resolve) => setTimeout(resolve, 500));
      if (!crashed(server)) await sample(`${fmt((performance.now() - started) / 1000)} s (under load)`, false);
    }
    while (performance.now() < until && !crashed(server)) await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(bursts);
    await Promise.all(background);
    if (!crashed(server)) {
      const peak = await peakHeapDuring(server, () => setPasswordBurst(server, counts, FLOOD));
      console.log(`  ${'set-password flood'.padEnd(22)} peak heap ${fmt(peak, 1)} MB (no GC forced), peak RSS ${fmt(statusMb(server.child.pid, 'VmHWM'))} MB`);
    }
    const end = await sample('end (load stopped)', true);
    if (snapshots && end) await writeHeapSnapshot(server, path.join(snapshots, 'soak-end.heapsnapshot'));
    let healthy = false;
    if (!crashed(server)) healthy = (await send(server, { path: '/api/health', agent: false })) === 200;
    const peakMb = crashed(server) ? Math.max(0, ...samples.map((s) => s.peakMb)) : statusMb(server.child.pid, 'VmHWM');
    const finalMb = crashed(server) ? 0 : statusMb(server.child.pid, 'VmRSS');

    console.log('');
    const rows = [...counts].map(([kind, statuses]) => [kind, fmt([...statuses.values()].reduce((a, b) => a + b, 0)), describeStatuses(statuses)]);
    printTable(['requests (warm-up included)', 'sent', 'answers'], rows);
    const serverErrors = [...counts.values()].reduce(
      (sum, statuses) => sum + [...statuses].filter(([status]) => typeof status === 'number' && status >= 500 && status !== 503).reduce((s, [, n]) => s + n, 0),
      0,
    );
    console.log(`\nPeak RSS ${fmt(peakMb)} MB; final RSS ${fmt(finalMb)} MB; 5xx answers other than 503: ${fmt(serverErrors)}`);

    if (crashed(server)) {
      console.log(`\nThe server's last words:\n${server.errors().trim().split('\n').slice(-25).join('\n')}`);
      console.log(`\nFAIL: the server crashed (${server.exit.signal ?? `exit code ${server.exit.code}`})`);
      return false;
    }
    const growth = end.heapMb / start.heapMb - 1;
    const ok = healthy && growth <= MAX_HEAP_GROWTH;
    const figures = `heap after GC ${fmt(end.heapMb, 1)} MB vs ${fmt(start.heapMb, 1)} MB at start (${growth >= 0 ? '+' : ''}${fmt(growth * 100, 1)} %)`;
    if (ok) console.log(`\nPASS: no crash, ${figures}`);
    else console.log(`\nFAIL: ${healthy ? '' : 'the health check did not answer 200; '}${figures}, more than +${MAX_HEAP_GROWTH * 100} % allowed`);
    return ok;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    if (server) await stop(server.child);
    visitorAgent.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

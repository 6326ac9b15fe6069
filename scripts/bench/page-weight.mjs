// What a first visit to each public page costs a phone: the compressed bytes of its HTML, JavaScript
// and everything else, the share of the HTML that is the framework's start-up data (inline scripts),
// and the time to the load event over a 400 kbps link with a 400 ms round trip, measured in Chromium
// with the DevTools network emulation and an empty cache. Targets (issue 30, which retired issue 16's
// 100 KB and its HTML edits): at most 200 KB of compressed JavaScript, loaded after the page, and a
// small HTML document (at most 40 KB compressed). The start-up data's share is shown, without a goal.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { fmt, mark, printTable } from './common.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const LINK = { latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
export const WEIGHT_TARGETS = { jsKb: 200, htmlKb: 40 };

/** Bytes of the HTML inside <script> elements (the RSC payload and bootstrap), and of the whole document. */
async function startupShare(url) {
  const html = await (await fetch(url)).text();
  const inScripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, [whole]) => sum + Buffer.byteLength(whole), 0);
  return { share: inScripts / Buffer.byteLength(html), htmlBytes: Buffer.byteLength(html) };
}

async function firstVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  const types = new Map();
  const bytes = { Document: 0, Script: 0, other: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    bytes[type === 'Document' || type === 'Script' ? type : 'other'] += event.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const loadMs = performance.now() - started;
  await page.waitForLoadState('networkidle').catch(() => {});
  await context.close();
  return { ...bytes, loadMs };
}

/** Prints one row per page; returns whether every page met both targets, or null when skipped (no Chromium). */
export async function benchPageWeights(baseUrl, routes) {
  if (!fs.existsSync(CHROME)) {
    console.log(`\nPage weight: skipped, no Chromium at ${CHROME} (apt-get install -y chromium, or set CHROME_PATH).`);
    return null;
  }
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const rows = [];
  try {
    for (const route of routes) {
      const visit = await firstVisit(browser, `${baseUrl}${route}`);
      const { share } = await startupShare(`${baseUrl}${route}`);
      rows.push({ route, ...visit, share });
    }
  } finally {
    await browser.close();
  }
  console.log(`\nFirst visit on a phone (375 px, empty cache, ${LINK.latency} ms round trip, 400 kbps), compressed bytes as sent:\n`);
  let allOk = true;
  printTable(
    ['route', 'HTML KB', 'JS KB', 'other KB', 'JS share', 'start-up data in HTML', 'load at 400 kbps', 'verdict'],
    rows.map((row) => {
      const total = row.Document + row.Script + row.other;
      const ok = row.Script / 1024 <= WEIGHT_TARGETS.jsKb && row.Document / 1024 <= WEIGHT_TARGETS.htmlKb;
      allOk &&= ok;
      return [
        row.route,
        fmt(row.Document / 1024, 1),
        fmt(row.Script / 1024, 1),
        fmt(row.other / 1024, 1),
        `${fmt((100 * row.Script) / total)}%`,
        `${fmt(100 * row.share)}%`,
        `${fmt(row.loadMs / 1000, 1)} s`,
        mark(ok),
      ];
    }),
  );
  console.log(`Targets: JavaScript <= ${WEIGHT_TARGETS.jsKb} KB compressed, HTML <= ${WEIGHT_TARGETS.htmlKb} KB compressed.`);
  return allOk;
}

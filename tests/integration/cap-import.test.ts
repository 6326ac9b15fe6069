import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as importRoute } from '@/app/api/weather/special/cap/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { GET as alertRoute } from '@/app/feeds/cap/[alert]/route';
import { municipality, weatherIssuance } from '@/db/schema';
import type { CapImport } from '@/modules/weather/rules/cap-import';
import { fetchCapAlert } from '@/modules/weather/server/fetch-cap-alert';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
const CAP = 'urn:oasis:names:tc:emergency:cap:1.2';

/** PAGASA's way: the storm in the event and headline, names without codes, the signal in a parameter or the area's words. */
const PAGASA_ALERT = `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="${CAP}">
  <identifier>PAGASA-TCWS-2025-PEPITO-12</identifier>
  <sender>pagasa.dost.gov.ph</sender>
  <sent>2025-11-16T17:00:00+08:00</sent>
  <status>Actual</status>
  <msgType>Update</msgType>
  <scope>Public</scope>
  <info>
    <language>en</language>
    <category>Met</category>
    <event>Super Typhoon PEPITO (MAN-YI)</event>
    <urgency>Immediate</urgency><severity>Extreme</severity><certainty>Likely</certainty>
    <headline>Tropical Cyclone Bulletin No. 12: TCWS #2 for Super Typhoon "PEPITO"</headline>
    <parameter><valueName>TCWS</valueName><value>2</value></parameter>
    <area><areaDesc>Quezon</areaDesc><geocode><valueName>PSGC_CODE</valueName><value>0405600000</value></geocode></area>
    <area><areaDesc>Rosario</areaDesc></area>
    <area><areaDesc>Wind Signal No. 1: Laguna, Rizal</areaDesc></area>
    <area><areaDesc>Bulacan</areaDesc></area>
    <area><areaDesc>Atlantis</areaDesc></area>
  </info>
  <info>
    <language>fil</language>
    <category>Met</category>
    <event>Bagyong PEPITO</event>
    <urgency>Immediate</urgency><severity>Extreme</severity><certainty>Likely</certainty>
    <parameter><valueName>TCWS</valueName><value>5</value></parameter>
    <area><areaDesc>Quezon</areaDesc></area>
  </info>
</alert>`;

const OUTSIDE_ONLY = PAGASA_ALERT.replace(
  /<info>[\s\S]*<\/info>/,
  '<info><category>Met</category><event>Typhoon PEPITO</event><urgency>Immediate</urgency><severity>Extreme</severity><certainty>Likely</certainty><headline>TCWS #3</headline><area><areaDesc>Metro Manila</areaDesc></area><area><areaDesc>Catanduanes</areaDesc><geocode><valueName>psgc</valueName><value>0502000000</value></geocode></area></info>',
);

const XXE = `<?xml version="1.0"?>
<!DOCTYPE alert [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<alert xmlns="${CAP}"><identifier>x</identifier><sender>x</sender><sent>2025-11-16T17:00:00+08:00</sent><status>Actual</status><msgType>Alert</msgType><scope>Public</scope>
<info><category>Met</category><event>&secret;</event><urgency>Immediate</urgency><severity>Extreme</severity><certainty>Likely</certainty><area><areaDesc>Quezon</areaDesc></area></info></alert>`;

// A server on this machine the portal may fetch from (listed below before the portal reads its environment).
const served = new Map<string, { status?: number; type?: string; body?: string; location?: string; stream?: number; delayMs?: number }>();
const server: Server = createServer((request, response) => {
  const page = served.get(request.url ?? '');
  if (!page) return void response.writeHead(404).end('not here');
  const send = () => {
    if (page.location) return void response.writeHead(page.status ?? 302, { location: page.location }).end();
    if (page.stream) {
      // No length announced: the portal must stop reading once past its limit.
      response.writeHead(200, { 'content-type': 'application/xml' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < page.stream! && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      return write();
    }
    response.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'application/cap+xml' }).end(page.body ?? '');
  };
  if (page.delayMs) setTimeout(send, page.delayMs);
  else send();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const PORT = (server.address() as AddressInfo).port;
const LOCAL = `http://127.0.0.1:${PORT}`;
process.env.ACAP_CAP_IMPORT_HOSTS = ' 127.0.0.1 , alerts.example.ph';
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const callers = databaseWithCallers();
const readAlert = atRoute('/feeds/cap/[alert]', alertRoute);

function upload(xml: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = callers.admin): Promise<Response> {
  const form = new FormData();
  form.append('alert', new Blob([typeof xml === 'string' ? new TextEncoder().encode(xml) : xml], { type: 'application/xml' }), 'alert.xml');
  return importRoute(new Request(`${BASE}/api/weather/special/cap`, { method: 'POST', headers: { ...headers, origin: BASE }, body: form }));
}
const fromUrl = (url: string, headers: Record<string, string> = callers.admin) =>
  importRoute(
    new Request(`${BASE}/api/weather/special/cap`, {
      method: 'POST',
      headers: { ...headers, origin: BASE, 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    }),
  );
async function read(answer: Response): Promise<CapImport> {
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as CapImport;
}
async function refusal(answer: Response, status = 400): Promise<string> {
  const body = (await answer.json()) as { error: { message: string } };
  expect(answer.status, body.error.message).toBe(status);
  return body.error.message;
}
const issuances = async () => (await (await portalDb()).select({ n: count() }).from(weatherIssuance))[0]!.n;

let portalXml = '';

describe('starting a cyclone advisory from a CAP 1.2 alert', () => {
  it('reads back an alert the portal sent itself: name, PAGASA’s issue time, bulletin number, a signal per place', async () => {
    const saved = await postSpecial(
      new Request(`${BASE}/api/weather/special`, {
        method: 'POST',
        headers: { ...callers.admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          activeCyclone: true,
          name: 'Kristine',
          category: 'severe_tropical_storm',
          bulletinNumber: '11',
          issuedAt: '2025-10-22T23:00:00+08:00',
          signals: [
            { province: 'Quezon', signal: 'signal_number_1' },
            { province: 'Quezon', municipality: 'Infanta', signal: 'signal_number_2' },
            { province: 'Batangas', signal: 'signal_number_1' },
          ],
        }),
      }),
    );
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { issuanceId } = (await saved.json()) as { issuanceId: string };
    const sent = await readAlert(new Request(`${BASE}/feeds/cap/${issuanceId}.xml`));
    expect(sent.status).toBe(200);
    portalXml = await sent.text();
    const before = await issuances();

    const imported = await read(await upload(portalXml));
    expect(imported.values).toMatchObject({ name: 'Kristine', category: null, bulletinNumber: '11', issuedAt: '2025-10-22T15:00:00.000Z' });
    // Batangas whole; Quezon's towns one by one, as the alert names them (Infanta has its own signal).
    const quezonTowns = await (await portalDb()).select({ psgc: municipality.psgc }).from(municipality).where(eq(municipality.provincePsgc, '0405600000'));
    expect(imported.values.signals).toEqual({
      ...Object.fromEntries(quezonTowns.map((town) => [town.psgc, 'signal_number_1'])),
      '0405620000': 'signal_number_2',
      '0401000000': 'signal_number_1',
    });
    expect(imported.places).toContainEqual({ psgc: '0405620000', name: 'Infanta, Quezon', signal: 'signal_number_2' });
    expect(imported.places).toContainEqual({ psgc: '0401000000', name: 'Batangas (whole province)', signal: 'signal_number_1' });
    expect(imported.alert).toMatchObject({ identifier: `acap-4a-tcws-${issuanceId}`, msgType: 'Alert', language: 'en-US' });
    expect([...imported.ignored, ...imported.unknown, ...imported.problems]).toEqual([]);
    // Reading stores nothing: staff save the form themselves.
    expect(await issuances()).toBe(before);
  });

  it('reads a PAGASA-style alert by names: English only, an ambiguous name named with both places, one outside the region ignored', async () => {
    const imported = await read(await upload(PAGASA_ALERT));
    expect(imported.values).toEqual({
      name: 'PEPITO',
      category: 'super_typhoon',
      bulletinNumber: '12',
      issuedAt: '2025-11-16T09:00:00.000Z',
      signals: { '0405600000': 'signal_number_2', '0403400000': 'signal_number_1', '0405800000': 'signal_number_1' },
    });
    expect(imported.problems).toEqual(['"Rosario" matches 2 places: Rosario (Batangas) and Rosario (Cavite); set its signal by hand.']);
    expect(imported.ignored).toEqual(['Bulacan']);
    expect(imported.unknown).toEqual(['Atlantis']);
    expect(imported.alert.language).toBe('en');
  });

  it('fetches an alert from a listed host, and refuses other hosts, plain http elsewhere and redirects to other hosts', async () => {
    served.set('/pagasa.xml', { body: PAGASA_ALERT });
    expect((await read(await fromUrl(`${LOCAL}/pagasa.xml`))).values.name).toBe('PEPITO');

    served.set('/moved', { status: 302, location: `${LOCAL}/pagasa.xml` });
    expect((await read(await fromUrl(`${LOCAL}/moved`))).values.name).toBe('PEPITO');

    served.set('/elsewhere', { status: 302, location: `http://localhost:${PORT}/pagasa.xml` });
    expect(await refusal(await fromUrl(`${LOCAL}/elsewhere`))).toBe(
      "127.0.0.1 answered with a redirect to localhost; only redirects within the same host are followed. Give the alert's own address.",
    );
    expect(await refusal(await fromUrl(`http://localhost:${PORT}/pagasa.xml`))).toBe(
      'The host localhost is not one the portal imports CAP alerts from (ACAP_CAP_IMPORT_HOSTS: 127.0.0.1, alerts.example.ph).',
    );
    expect(await refusal(await fromUrl('https://evil.example.com/alert.xml'))).toMatch(/^The host evil\.example\.com is not one/);
    expect(await refusal(await fromUrl('http://alerts.example.ph/alert.xml'))).toBe('url: CAP alerts are fetched over https only; http was given.');
    expect(await refusal(await fromUrl(`${LOCAL}/missing.xml`))).toBe("127.0.0.1 answered 404 for the alert's address.");
    expect(await refusal(await fromUrl('file:///etc/passwd'))).toMatch(/url:/);
  });

  it('stops reading past 1 MB and waiting past its time limit', async () => {
    served.set('/huge.xml', { stream: 3 * 1024 * 1024 });
    expect(await refusal(await fromUrl(`${LOCAL}/huge.xml`), 413)).toBe('The alert at 127.0.0.1 is larger than 1 MB and was refused.');
    const huge = new Uint8Array(1024 * 1024 + 10).fill(0x20);
    expect(await refusal(await upload(huge), 413)).toBe('alert.xml: the file is larger than 1 MB.');
    served.set('/slow.xml', { body: PAGASA_ALERT, delayMs: 1_000 });
    await expect(fetchCapAlert(`${LOCAL}/slow.xml`, { timeoutMs: 100 })).rejects.toThrow('127.0.0.1 did not send the alert within 0.1 s.');
  });

  it('refuses a DTD (XXE), a document that is no CAP 1.2 alert, and an alert with no area in CALABARZON', async () => {
    expect(await refusal(await upload(XXE))).toBe('The document declares a DTD or entities (<!DOCTYPE …>), which CAP alerts never do; it was refused.');
    expect(await refusal(await upload('<feed xmlns="http://www.w3.org/2005/Atom"/>'))).toBe(
      'This is not a CAP 1.2 alert: the root element is <feed>, not <alert>.',
    );
    expect(await refusal(await upload(PAGASA_ALERT.replace('2025-11-16T17:00:00+08:00', 'yesterday')))).toBe(
      'sent is not a CAP date-time: "yesterday" (CAP writes 2025-10-22T23:00:00+08:00).',
    );
    expect(await refusal(await upload(OUTSIDE_ONLY))).toBe('The alert has no area in CALABARZON (it names Metro Manila; Catanduanes (PSGC 0502000000)).');
  });

  it('is for staff: anonymous callers get 401, accounts without a level 403', async () => {
    expect(await refusal(await upload(PAGASA_ALERT, callers.anonymous), 401)).toBeTruthy();
    expect(await refusal(await fromUrl(`${LOCAL}/pagasa.xml`, callers.anonymous), 401)).toBeTruthy();
    expect((await upload(PAGASA_ALERT, callers.noLevel)).status).toBe(403);
    expect((await read(await upload(PAGASA_ALERT, callers.superadmin))).values.name).toBe('PEPITO');
  });
});

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { GET as alertRoute } from '@/app/feeds/cap/[alert]/route';
import { GET as indexRoute } from '@/app/feeds/cyclone-advisories.atom/route';
import { DELETE as deleteIssuanceRoute } from '@/app/api/weather/issuances/[id]/route';
import { capAlertXml } from '@/modules/exchange/rules/feeds/cap-alert';
import { composeCapAlert } from '@/modules/exchange/server/feeds/compose-cap-alert';
import { getAlertInstructions } from '@/modules/exchange/server/feeds/get-alert-instructions';
import { listCapAlerts } from '@/modules/exchange/server/feeds/list-cap-alerts';
import { loadCapContext } from '@/modules/exchange/server/feeds/load-cap-context';
import { listIssuances } from '@/modules/weather/server/list-issuances';
import { POST as postRecommendation } from '@/app/api/recommendations/route';
import { POST as approveRoute } from '@/app/api/recommendations/[id]/approval/route';
import { POST as postSpecial } from '@/app/api/weather/special/route';
import { recommendation } from '@/db/schema';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { seedBoundaries } from '@/modules/places/server/seed/seed-boundaries';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { portalDb } from '../support/test-database';
import { CAP_SCHEMA, schemaProblems } from '../support/validate-xml';

const BASE = 'http://localhost:3000';
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    // What the portal does at its first start: the region's shipped boundaries, which the polygons simplify.
    await seedBoundaries(await portalDb());
  },
});
const readAlert = atRoute('/feeds/cap/[alert]', alertRoute);
const approveRecommendation = atRoute('/api/recommendations/[id]/approval', approveRoute);
const deleteIssuance = atRoute('/api/weather/issuances/[id]', deleteIssuanceRoute);

// CAP 1.2 (OASIS Standard, 1 July 2010), §3.2: the values each enumerated element may take, written
// out here from the standard rather than taken from the code under test.
const CAP = {
  status: ['Actual', 'Exercise', 'System', 'Test', 'Draft'],
  msgType: ['Alert', 'Update', 'Cancel', 'Ack', 'Error'],
  scope: ['Public', 'Restricted', 'Private'],
  category: ['Geo', 'Met', 'Safety', 'Security', 'Rescue', 'Fire', 'Health', 'Env', 'Transport', 'Infra', 'CBRNE', 'Other'],
  responseType: ['Shelter', 'Evacuate', 'Prepare', 'Execute', 'Avoid', 'Monitor', 'Assess', 'AllClear', 'None'],
  urgency: ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'],
  severity: ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'],
  certainty: ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'],
};
/** CAP's dateTime: to the second, with a numeric offset (never `Z`); the portal's is Philippine time. */
const CAP_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;
/** identifier, sender and the parts of references must not hold spaces, commas or the restricted `<` and `&`. */
const CAP_TOKEN = /^[^\s,<&]+$/;

interface Pair {
  valueName: string;
  value: string | number;
}
interface Area {
  areaDesc: string;
  polygon?: string[];
  geocode?: Pair[];
}
interface Info {
  language: string;
  category: string[];
  event: string;
  responseType?: string[];
  urgency: string;
  severity: string;
  certainty: string;
  effective?: string;
  expires?: string;
  senderName?: string;
  headline?: string;
  description?: string;
  instruction?: string;
  web?: string;
  contact?: string;
  parameter?: Pair[];
  area?: Area[];
}
interface Alert {
  '@xmlns': string;
  identifier: string;
  sender: string;
  sent: string;
  status: string;
  msgType: string;
  source?: string;
  scope: string;
  note?: string;
  references?: string;
  info?: Info[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['info', 'category', 'responseType', 'parameter', 'area', 'polygon', 'geocode', 'entry', 'link'].includes(name),
});

/** Every problem an alert has against CAP 1.2's required elements and enumerations, and the portal's own promises. */
function capProblems(alert: Alert): string[] {
  const problems: string[] = [];
  const need = (value: unknown, name: string) => (value === undefined || value === '' ? problems.push(`${name} missing`) : undefined);
  const oneOf = (value: unknown, allowed: string[], name: string) =>
    allowed.includes(String(value)) ? undefined : problems.push(`${name} "${String(value)}"`);
  if (alert['@xmlns'] !== 'urn:oasis:names:tc:emergency:cap:1.2') problems.push(`namespace ${alert['@xmlns']}`);
  for (const name of ['identifier', 'sender', 'sent', 'status', 'msgType', 'scope'] as const) need(alert[name], name);
  for (const name of ['identifier', 'sender'] as const) if (!CAP_TOKEN.test(alert[name])) problems.push(`${name} "${alert[name]}" has a forbidden character`);
  if (!CAP_TIME.test(alert.sent)) problems.push(`sent ${alert.sent}`);
  oneOf(alert.status, CAP.status, 'status');
  oneOf(alert.msgType, CAP.msgType, 'msgType');
  oneOf(alert.scope, CAP.scope, 'scope');
  for (const reference of alert.references?.split(' ') ?? []) {
    const parts = reference.split(',');
    if (parts.length !== 3 || !parts.every((part) => CAP_TOKEN.test(part)) || !CAP_TIME.test(parts[2]!)) problems.push(`reference ${reference}`);
  }
  if (!alert.info?.length) problems.push('no info');
  for (const info of alert.info ?? []) {
    for (const name of ['category', 'event', 'urgency', 'severity', 'certainty'] as const) need(info[name], `info.${name}`);
    for (const category of info.category) oneOf(category, CAP.category, 'category');
    for (const responseType of info.responseType ?? []) oneOf(responseType, CAP.responseType, 'responseType');
    oneOf(info.urgency, CAP.urgency, 'urgency');
    oneOf(info.severity, CAP.severity, 'severity');
    oneOf(info.certainty, CAP.certainty, 'certainty');
    for (const time of [info.effective, info.expires]) if (time !== undefined && !CAP_TIME.test(time)) problems.push(`time ${time}`);
    if (!info.area?.length) problems.push(`${info.language} ${info.severity}: no area`);
    for (const area of info.area ?? []) {
      need(area.areaDesc, 'areaDesc');
      if (!area.geocode?.some((code) => code.valueName === 'PSGC' && /^\d{10}$/.test(String(code.value)))) problems.push(`${area.areaDesc}: no PSGC geocode`);
      if (!area.polygon?.length) problems.push(`${area.areaDesc}: no polygon`);
      let points = 0;
      for (const polygon of area.polygon ?? []) {
        const pairs = polygon.split(' ').map((pair) => pair.split(',').map(Number));
        points += pairs.length;
        if (pairs.length < 4 || pairs[0]!.join() !== pairs.at(-1)!.join()) problems.push(`${area.areaDesc}: polygon not closed`);
        // CALABARZON: latitude 13–15° N, longitude 120.5–123° E, latitude first.
        if (pairs.some(([lat, lon]) => !(lat! > 12.5 && lat! < 15.5 && lon! > 120.5 && lon! < 123)))
          problems.push(`${area.areaDesc}: a point outside the region, or lon,lat`);
      }
      if (points > 100) problems.push(`${area.areaDesc}: ${points} points`);
    }
  }
  return problems;
}

async function alertOf(id: string): Promise<{ alert: Alert; answer: Response; text: string }> {
  const answer = await readAlert(new Request(`${BASE}/feeds/cap/${id}.xml`));
  const text = await answer.text();
  expect(answer.status, text).toBe(200);
  expect(XMLValidator.validate(text)).toBe(true);
  return { alert: (parser.parse(text) as { alert: Alert }).alert, answer, text };
}

const post = async <T = { issuanceId: string }>(handler: (request: Request) => Promise<Response>, path: string, body: unknown): Promise<T> => {
  const answer = await handler(
    new Request(`${BASE}${path}`, { method: 'POST', headers: { ...callers.admin, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as T;
};
const advise = async (body: Record<string, unknown>) => (await post(postSpecial, '/api/weather/special', body)).issuanceId;
/** The office's advice for every crop under Signal No. 2, approved by a reviewer: the alerts' instructions carry it (decision 090). */
const postStormAdvice = async (practice: { practiceEn: string; practiceTl?: string }) => {
  const { recommendation: saved } = await post<{ recommendation: { id: number } }>(postRecommendation, '/api/recommendations', {
    type: 'special',
    crop: 'all',
    stage: 'general',
    farmOperation: 'Storm preparation',
    trigger: 'signal_number_2',
    ...practice,
  });
  const approval = await approveRecommendation(
    new Request(`${BASE}/api/recommendations/${saved.id}/approval`, {
      method: 'POST',
      headers: { ...callers.superadmin, 'content-type': 'application/json' },
      body: JSON.stringify({ revision: 1 }),
    }),
  );
  expect(approval.status, await approval.clone().text()).toBe(200);
};

const ids = { first: '', update: '', cancel: '', quiet: '', next: '' };
const placeOf = async (name: string) => (await resolvePlaceFilter(await portalDb(), {})).municipalities.find((m) => m.name === name)!;
const infoOf = (alert: Alert, language: string, severity: string) => alert.info!.find((info) => info.language === language && info.severity === severity)!;

describe('the CAP feed of the cyclone wind signals the portal relays', () => {
  it('makes each advisory of a cyclone an alert: the first an Alert, the next an Update, the all-clear a Cancel', async () => {
    await postStormAdvice({
      practiceEn: '<p>Harvest mature crops early &amp; move animals to high ground.</p>',
      practiceTl: '<p>Anihin nang maaga ang hinog na pananim.</p>',
    });
    // Sample advice (is_demo) for every crop and stage under Signal No. 1: never in an actual alert.
    await (
      await portalDb()
    )
      .insert(recommendation)
      .values({ type: 'special', farmOperation: 'Sample', trigger: 'signal_number_1', practiceEn: '<p>SAMPLE ADVICE</p>', isDemo: true, updatedBy: 'system' });
    ids.first = await advise({
      activeCyclone: true,
      name: 'Kristine',
      bulletinNumber: '11',
      issuedAt: '2025-10-22T23:00:00+08:00',
      centre: '300 km east of Infanta, Quezon',
      centreTl: '300 km silangan ng Infanta, Quezon',
      movement: 'West at 20 km/h',
      strength: '85 km/h near the centre',
      signals: [
        { province: 'Quezon', signal: 'signal_number_1' },
        { province: 'Quezon', municipality: 'Infanta', signal: 'signal_number_2' },
        { province: 'Rizal', signal: 'general_no_signal' },
      ],
    });
    ids.update = await advise({
      activeCyclone: true,
      name: 'Kristine',
      bulletinNumber: '12',
      issuedAt: '2025-10-23T05:00:00+08:00',
      signals: [
        { province: 'Laguna', signal: 'signal_number_3' },
        { province: 'Quezon', signal: 'signal_number_2' },
      ],
    });
    // Dated as PAGASA ended the cyclone: without a time they would count from now, and Leon's bulletin,
    // issued before now, would be history (decision 082).
    ids.cancel = await advise({ activeCyclone: false, issuedAt: '2025-10-25T17:00:00+08:00' });
    ids.quiet = await advise({ activeCyclone: false, issuedAt: '2025-10-26T17:00:00+08:00' });
    ids.next = await advise({ activeCyclone: true, name: 'Leon', bulletinNumber: '1', issuedAt: '2025-10-30T11:00:00+08:00', signals: [] });

    const { alert: first } = await alertOf(ids.first);
    const { alert: update } = await alertOf(ids.update);
    const { alert: cancel } = await alertOf(ids.cancel);
    const { alert: next } = await alertOf(ids.next);
    expect([first, update, cancel, next].map((alert) => [alert.msgType, alert.status, alert.scope])).toEqual([
      ['Alert', 'Actual', 'Public'],
      ['Update', 'Actual', 'Public'],
      ['Cancel', 'Actual', 'Public'],
      ['Alert', 'Actual', 'Public'],
    ]);
    for (const alert of [first, update, cancel, next]) expect(capProblems(alert), alert.identifier).toEqual([]);
    expect(first.references).toBeUndefined();
    expect(next.references).toBeUndefined();
    expect(update.references).toBe(`${first.sender},${first.identifier},${first.sent}`);
    expect(cancel.references).toBe(`${first.sender},${first.identifier},${first.sent} ${update.sender},${update.identifier},${update.sent}`);
    expect(new Set([first, update, cancel, next].map((alert) => alert.identifier)).size).toBe(4);
    expect(first.identifier).toBe(`acap-4a-tcws-${ids.first}`);
    expect(first.sender).toBe('localhost:3000');
  });

  it("gives an info per signal and language, PSGC codes and shapes of each place, and PAGASA as the signals' source", async () => {
    const { alert, answer } = await alertOf(ids.first);
    expect(answer.headers.get('content-type')).toBe('application/cap+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(alert.info!.map((info) => [info.language, info.severity, info.urgency, info.certainty, info.responseType])).toEqual([
      ['en-US', 'Moderate', 'Expected', 'Likely', ['Prepare']],
      ['en-US', 'Minor', 'Expected', 'Likely', ['Prepare']],
      ['en-US', 'Minor', 'Future', 'Possible', ['Monitor']],
      ['tl', 'Moderate', 'Expected', 'Likely', ['Prepare']],
      ['tl', 'Minor', 'Expected', 'Likely', ['Prepare']],
      ['tl', 'Minor', 'Future', 'Possible', ['Monitor']],
    ]);
    const infanta = await placeOf('Infanta');
    const quezonTowns = (await resolvePlaceFilter(await portalDb(), { province: 'Quezon' })).municipalities;
    const signal2 = infoOf(alert, 'en-US', 'Moderate');
    expect(signal2.area).toEqual([{ areaDesc: 'Infanta, Quezon', polygon: [expect.any(String)], geocode: [{ valueName: 'PSGC', value: infanta.psgc }] }]);
    // Signal No. 1 holds over the rest of Quezon: each other town is named, never the whole province over Infanta.
    const signal1 = infoOf(alert, 'en-US', 'Minor');
    expect(signal1.area!.map((area) => area.geocode![0]!.value).sort()).toEqual(
      quezonTowns
        .filter((town) => town.psgc !== infanta.psgc)
        .map((town) => town.psgc)
        .sort(),
    );
    const outside = alert.info!.find((info) => info.language === 'en-US' && info.urgency === 'Future')!;
    expect(outside.area).toEqual([{ areaDesc: 'Rizal (whole province)', polygon: expect.any(Array), geocode: [{ valueName: 'PSGC', value: '0405800000' }] }]);

    expect(signal2).toMatchObject({
      category: ['Met'],
      event: 'Tropical cyclone wind signal',
      effective: '2025-10-22T23:00:00+08:00',
      // ACAP_SPECIAL_VALID_HOURS (24) after PAGASA issued the advisory, as the portal's pages judge it.
      expires: '2025-10-23T23:00:00+08:00',
      senderName: 'Department of Agriculture — Regional Field Office IV-A (CALABARZON)',
      headline: 'Signal No. 2: tropical cyclone Kristine (Quezon)',
      web: `${BASE}/weather-services/special`,
      instruction: 'Storm preparation: Harvest mature crops early & move animals to high ground.',
    });
    // Each language's block links the cyclone page in its own language.
    expect(infoOf(alert, 'tl', 'Moderate').web).toBe(`${BASE}/tl/weather-services/special`);
    expect(signal2.contact).toContain('https://calabarzon.da.gov.ph/');
    expect(signal2.parameter).toContainEqual({ valueName: 'source', value: expect.stringMatching(/^PAGASA /) });
    expect(signal2.parameter).toContainEqual({ valueName: 'pagasaBulletinNumber', value: '11' });
    // The portal relays PAGASA's signals; it does not claim to raise them.
    expect(alert.source).toBe('PAGASA tropical cyclone bulletin no. 11');
    expect(alert.note).toMatch(
      /relays, for farmers, the tropical cyclone wind signals raised by PAGASA, the warning authority; the office raises no signal itself/,
    );
    for (const info of alert.info!) expect(info.description).toMatch(/PAGASA/);
    expect(signal2.description).toContain('Centre: 300 km east of Infanta, Quezon.');
    // Only the office's own advice: the sample advice under Signal No. 1 stays out.
    expect(signal1.instruction).toBeUndefined();
    expect(JSON.stringify(alert)).not.toContain('SAMPLE ADVICE');

    const tagalog = infoOf(alert, 'tl', 'Moderate');
    expect(tagalog).toMatchObject({
      event: 'Babala ng hangin ng bagyo',
      headline: 'Babala Blg. 2: Bagyong Kristine (Quezon)',
      instruction: 'Paghahanda sa bagyo: Anihin nang maaga ang hinog na pananim.',
    });
    expect(tagalog.description).toContain('Gitna: 300 km silangan ng Infanta, Quezon.');
    expect(tagalog.area).toEqual([{ areaDesc: 'Infanta, Quezon', polygon: signal2.area![0]!.polygon, geocode: signal2.area![0]!.geocode }]);
  });

  it("cancels with the places of the alert it lifts, and says an advisory raising no signal over the region's provinces", async () => {
    const { alert: update } = await alertOf(ids.update);
    const { alert: cancel } = await alertOf(ids.cancel);
    expect(cancel.info!.map((info) => [info.language, info.urgency, info.severity, info.certainty, info.responseType])).toEqual([
      ['en-US', 'Past', 'Minor', 'Observed', ['AllClear']],
      ['tl', 'Past', 'Minor', 'Observed', ['AllClear']],
    ]);
    expect(cancel.info![0]!.headline).toBe('Tropical cyclone Kristine: wind signals lifted');
    const codes = (alert: Alert) =>
      alert.info!.filter((info) => info.language === 'en-US').flatMap((info) => info.area!.map((area) => area.geocode![0]!.value));
    expect(codes(cancel).sort()).toEqual(codes(update).sort());
    expect(codes(update).sort()).toEqual(['0403400000', '0405600000']);

    const { alert: next } = await alertOf(ids.next);
    expect(next.info!.map((info) => [info.language, info.responseType])).toEqual([
      ['en-US', ['Monitor']],
      ['tl', ['Monitor']],
    ]);
    expect(codes(next).sort()).toEqual(['0401000000', '0402100000', '0403400000', '0405600000', '0405800000']);
  });

  it('lists the alerts newest first in an Atom index, each entry linking its CAP document by type', async () => {
    const answer = await indexRoute(new Request(`${BASE}/feeds/cyclone-advisories.atom`));
    const text = await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(text)).toBe(true);
    const { feed } = parser.parse(text) as {
      feed: {
        '@xmlns': string;
        id: string;
        title: string;
        updated: string;
        entry: { id: string; title: { '#text': string }; updated: string; link: Record<string, string>[] }[];
      };
    };
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${BASE}/feeds/cyclone-advisories.atom`);
    expect(feed.title).toContain('CAP');
    const alertIds = [ids.next, ids.cancel, ids.update, ids.first];
    expect(feed.entry.map((entry) => entry.id)).toEqual(alertIds.map((id) => `${BASE}/feeds/cap/${id}.xml`));
    expect(feed.entry.map((entry) => entry.title['#text'].split(':')[0])).toEqual(['Alert', 'Cancel', 'Update', 'Alert']);
    for (const entry of feed.entry) {
      expect(entry.link).toEqual([{ '@rel': 'alternate', '@type': 'application/cap+xml', '@href': entry.id }]);
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(feed.updated).toBe(feed.entry[0]!.updated);
    // "No active cyclone" with nothing left to cancel is no alert.
    expect(text).not.toContain(ids.quiet);
  });

  it('answers 404 for an advisory that is no alert and an unknown one, 400 for an address that is none, and 304 when unchanged', async () => {
    for (const id of [ids.quiet, '00000000-0000-4000-8000-000000000000']) {
      const answer = await readAlert(new Request(`${BASE}/feeds/cap/${id}.xml`));
      expect(answer.status).toBe(404);
      expect((await answer.json()).error.message).toContain('/feeds/cyclone-advisories.atom');
    }
    expect((await readAlert(new Request(`${BASE}/feeds/cap/${ids.first}`))).status).toBe(400);
    const { answer } = await alertOf(ids.first);
    const again = await readAlert(new Request(`${BASE}/feeds/cap/${ids.first}.xml`, { headers: { 'if-none-match': answer.headers.get('etag')! } }));
    expect(again.status).toBe(304);
  });

  it('keeps every sent alert byte for byte after the advice is edited, and refuses to delete its advisory', async () => {
    const sent = { first: (await alertOf(ids.first)).text, update: (await alertOf(ids.update)).text, cancel: (await alertOf(ids.cancel)).text };
    await postStormAdvice({ practiceEn: '<p>Tie down greenhouse covers before the wind rises.</p>' });
    // The form shows staff what an alert saved now would say: the new advice under Signal No. 2 only.
    const instructions = await getAlertInstructions(await portalDb());
    const says = (signal: string) =>
      instructions.signals.find((entry) => entry.signal === signal)!.en.some((line) => line.includes('Tie down greenhouse covers'));
    expect([says('signal_number_1'), says('signal_number_2')]).toEqual([false, true]);
    // The edit matters: composed now, the first alert's instructions would differ.
    const db = await portalDb();
    const listed = (await listCapAlerts(db, { through: ids.first })).find((alert) => alert.plan.id === ids.first)!;
    expect(capAlertXml(await composeCapAlert(db, await loadCapContext(db), listed, { polygons: true }))).not.toBe(sent.first);

    const removal = await deleteIssuance(
      new Request(`${BASE}/api/weather/issuances/${ids.first}`, { method: 'DELETE', headers: { ...callers.superadmin, 'content-type': 'application/json' } }),
    );
    expect(removal.status).toBe(409);
    // The staff archive says so beforehand: a sent advisory offers its message, not a delete.
    const archive = await listIssuances(db, { type: 'special_weather' });
    expect(archive.items.find((item) => item.id === ids.first)?.sentAlert).toEqual({ identifier: `acap-4a-tcws-${ids.first}`, msgType: 'Alert' });
    expect((await removal.json()).error.message).toMatch(
      /^This advisory went out as CAP Alert acap-4a-tcws-.+, so it stays as it was sent\. To end it, save "no active cyclone": a Cancel is sent\.$/,
    );

    // Each message answers as it was sent, valid against the CAP 1.2 schema, and the thread Alert → Update → Cancel is whole.
    for (const [name, text] of Object.entries(sent)) {
      expect((await alertOf(ids[name as keyof typeof sent])).text, name).toBe(text);
      expect(schemaProblems(text, CAP_SCHEMA), name).toEqual([]);
    }
    // The schema check can fail: a time in UTC's "Z" form, or a status CAP does not know, is refused.
    const sentAt = /<sent>([^<]+)<\/sent>/.exec(sent.first)![1]!;
    expect(schemaProblems(sent.first.replace(`<sent>${sentAt}</sent>`, `<sent>${new Date(sentAt).toISOString()}</sent>`), CAP_SCHEMA).join()).toMatch(/sent/);
    expect(schemaProblems(sent.first.replace('<status>Actual</status>', '<status>Final</status>'), CAP_SCHEMA).join()).toMatch(/status/);
    const { alert: cancel } = await alertOf(ids.cancel);
    expect(cancel.references?.split(' ').map((reference) => reference.split(',')[1])).toEqual([`acap-4a-tcws-${ids.first}`, `acap-4a-tcws-${ids.update}`]);
    const index = await (await indexRoute(new Request(`${BASE}/feeds/cyclone-advisories.atom`))).text();
    for (const id of [ids.first, ids.update, ids.cancel]) expect(index).toContain(`/feeds/cap/${id}.xml`);
  });
});

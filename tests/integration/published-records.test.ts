import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST as postRecommendation } from '@/app/api/recommendations/route';
import { POST as postTenDay } from '@/app/api/reports/tenday/crops/route';
import { POST as approveRoute } from '@/app/api/review/approve/route';
import { POST as submitRoute } from '@/app/api/review/submit/route';
import { GET as pdfRoute } from '@/app/bulletins/[file]/route';
import { CHECK_CODES } from '@/modules/bulletins/rules/review-checks';
import { importBoundaries } from '@/modules/places/server/import-boundaries';
import { getBulletin } from '@/modules/bulletins/server/get-bulletin';
import { getBulletinMap } from '@/modules/bulletins/server/get-bulletin-map';
import { getBulletinViewMap } from '@/modules/bulletins/server/get-bulletin-view-map';
import { seedDemoData } from '@/modules/demo/server/seed-demo-data';
import { loadCaviteOutlooks } from '../support/bulletin-fixtures';
import { databaseWithCallers } from '../support/callers';
import { atRoute } from '../support/route-context';
import { SHARED_DATA } from '../support/shared-data';
import { signIn } from '../support/sign-in';
import { portalDb } from '../support/test-database';

const BASE = 'http://localhost:3000';
let author: Record<string, string>;
let reviewer: Record<string, string>;
const callers = databaseWithCallers({
  afterSetUp: async () => {
    await seedDemoData(await portalDb());
    await loadCaviteOutlooks(callers.admin);
    author = (await signIn('admin')).headers;
    reviewer = (await signIn('admin', { reviewer: true })).headers;
  },
});

const post = async (handler: (request: Request) => Promise<Response>, pathName: string, headers: Record<string, string>, body: unknown) => {
  const answer = await handler(
    new Request(`${BASE}${pathName}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return answer.json() as Promise<Record<string, unknown>>;
};
const publicPdf = atRoute('/bulletins/[file]', pdfRoute);
const pdfOf = async (id: string) => {
  const answer = await publicPdf(new Request(`${BASE}/bulletins/${id}.pdf`));
  expect(answer.status).toBe(200);
  return { bytes: Buffer.from(await answer.arrayBuffer()), etag: answer.headers.get('etag') };
};

describe('a published bulletin', () => {
  it('keeps its PDF and the map of its page as approved, after its advice, its outlook and the boundaries change', async () => {
    const cavite = {
      region: 'calabarzon',
      province: 'Cavite',
      municipality: 'General Emilio Aguinaldo',
      crop: 'upland_vegetables',
      language: 'en',
      operation: 'create',
    };
    const { id } = (await post(postTenDay, '/api/reports/tenday/crops', author, cavite)) as { id: string };
    await post(submitRoute, '/api/review/submit', author, { ids: [id] });
    await post(approveRoute, '/api/review/approve', reviewer, { ids: [id], acknowledged: [...CHECK_CODES] });
    const db = await portalDb();
    const { document } = (await getBulletin(db, id))!;
    const before = { pdf: await pdfOf(id), map: await getBulletinViewMap(db, id, document) };

    // Later work of the office: new advice, a newer outlook, boundaries loaded.
    await post(postRecommendation, '/api/recommendations', callers.admin, {
      type: 'tenday',
      crop: 'upland_vegetables',
      stage: 'general',
      farmOperation: 'Field check',
      practiceEn: '<p>Walk the field after each rain.</p>',
    });
    await loadCaviteOutlooks(callers.admin);
    const shapes = fs.readFileSync(path.join(SHARED_DATA, 'geo', 'municities-provdist-402100000.0.01.json'));
    await importBoundaries(db, [{ name: 'cavite.json', bytes: shapes }], 'system');
    // The change shows: drawn today, the province's map is another.
    expect(await getBulletinMap(db, document)).not.toEqual(before.map);

    const after = { pdf: await pdfOf(id), map: await getBulletinViewMap(db, id, document) };
    expect(after.pdf.etag).toBe(before.pdf.etag);
    expect(after.pdf.bytes.equals(before.pdf.bytes)).toBe(true);
    expect(after.map).toEqual(before.map);
  });
});

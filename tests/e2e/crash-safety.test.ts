import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/platform/db/open-database';
import { TEST_PASSWORD } from '../support/constants';
import { signInTo, tenDayIssue, type PortalSession } from '../support/portal-client';
import { createPortalStore, prepareStore, startPortal, type PortalStore, type RunningPortal } from '../support/portal-server';
import { readWholeTenDayIssue } from '../support/shared-data';

const BAY = '0403402000';
const BATCH_PARALLEL = 2; // as the dashboard's batch runs

/** Rows of a raw query, on either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Place {
  psgc: string;
  label: string;
}

/** What must survive a crash unchanged: the archive of issuances, one place's outlook and the bulletins. */
async function observe(portal: RunningPortal, session: PortalSession) {
  const issuances = (await (await session.call(portal.url, '/api/weather/issuances')).json()) as unknown;
  const bay = (await (await fetch(`${portal.url}/api/weather/tenday?province=laguna&municipality=bay`)).json()) as unknown;
  const reports = (await (await session.call(portal.url, '/api/reports')).json()) as { id: string }[];
  return { issuances, bay, reports: reports.map((report) => report.id).sort() };
}

function workbookUpload(): FormData {
  const form = new FormData();
  for (const file of readWholeTenDayIssue()) form.append('excel-files[]', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

describe('a portal killed with SIGKILL', () => {
  let store: PortalStore;
  let portal: RunningPortal;
  let accounts: { admin: string; superadmin: string };
  let admin: PortalSession;
  let laguna: Place[];

  const restart = async () => {
    portal = await startPortal(store);
    admin = await signInTo(portal.url, accounts.admin, TEST_PASSWORD);
  };

  beforeAll(async () => {
    store = await createPortalStore();
    accounts = prepareStore(store, TEST_PASSWORD);
    await restart();
    const provinces = (await (await fetch(`${portal.url}/api/constants/provinces`)).json()) as {
      label: string;
      municipalities: { id: string; label: string }[];
    }[];
    laguna = provinces.find((province) => province.label === 'Laguna')!.municipalities.map(({ id, label }) => ({ psgc: id, label }));
    expect(laguna).toHaveLength(30);
  });

  afterAll(async () => {
    await portal?.stop();
    await store?.dispose();
  });

  it('in the middle of a 10-day import keeps the earlier outlook and stores no part of the new one', async () => {
    expect((await admin.call(portal.url, '/api/weather/10day', { json: tenDayIssue(BAY, '2025-08-08') })).status).toBe(201);
    const superadmin = () => signInTo(portal.url, accounts.superadmin, TEST_PASSWORD);
    const upload = () =>
      admin.call(portal.url, '/api/weather/10day', { body: workbookUpload() }).then(
        async (answer) => ({ status: answer.status, ...((await answer.json()) as { issuanceId?: string }) }),
        () => null,
      );
    const remove = async (issuanceId: string) => {
      expect((await (await superadmin()).call(portal.url, `/api/weather/issuances/${issuanceId}`, { method: 'DELETE' })).status).toBeLessThan(300);
    };

    // How long a whole import takes once the route is warm, so the kills land inside one.
    let took = 0;
    for (let round = 0; round < 2; round += 1) {
      const started = Date.now();
      const whole = await upload();
      took = Date.now() - started;
      expect(whole?.status).toBe(201);
      await remove(whole!.issuanceId!);
    }
    const before = await observe(portal, admin);

    const cutOff: number[] = [];
    for (const fraction of [0.3, 0.6, 0.9]) {
      const answer = upload();
      await new Promise((resolve) => setTimeout(resolve, took * fraction));
      await portal.kill();
      const finished = await answer;
      await restart();
      if (finished) {
        // It won the race against the kill: then it is stored whole, and goes again.
        expect(finished.status).toBe(201);
        await remove(finished.issuanceId!);
      } else {
        cutOff.push(fraction);
      }
      expect(await observe(portal, admin)).toEqual(before);
    }
    expect(cutOff.length, `no kill landed inside an import of ${took} ms`).toBeGreaterThan(0);
  });

  it('in the middle of a bulletin batch keeps every saved bulletin whole, and the resumed batch stores each place once', async () => {
    const calendar = await admin.call(portal.url, '/api/calendar', {
      method: 'PUT',
      json: { province: 'Laguna', crop: 'rice', mode: 'ten_day', rows: laguna.map((place) => ({ municipality: place.label, slots: Array(24).fill('veg') })) },
    });
    expect(calendar.status).toBe(200);
    const outlook = await admin.call(portal.url, '/api/weather/10day', {
      json: tenDayIssue(
        laguna.map((place) => place.psgc),
        '2025-08-18',
      ),
    });
    expect(outlook.status, await outlook.clone().text()).toBe(201);

    const runBatch = async (stopAfter: number) => {
      const queue = [...laguna];
      const saved: string[] = [];
      const worker = async () => {
        for (let place = queue.shift(); place; place = queue.shift()) {
          // The 2025 outlook has ended: the bulletins are made from it on purpose.
          const body = { province: 'Laguna', municipality: place.psgc, crop: 'rice', language: 'en', operation: 'create', allowExpired: true };
          const answer = await admin.call(portal.url, '/api/reports/tenday/crops', { json: body }).catch(() => null);
          const report = answer && ((await answer.json().catch(() => null)) as { id?: string } | null);
          if (!report) return;
          expect(answer.status, JSON.stringify(report)).toBeLessThan(300);
          saved.push(report.id!);
          if (saved.length === stopAfter) await portal.kill();
        }
      };
      await Promise.all(Array.from({ length: BATCH_PARALLEL }, worker));
      return saved;
    };

    const acknowledged = await runBatch(5);
    expect(acknowledged.length).toBeGreaterThanOrEqual(5);
    expect(acknowledged.length).toBeLessThan(laguna.length);

    await restart();
    const afterCrash = (await observe(portal, admin)).reports;
    // Every bulletin the portal confirmed survived; whatever else is there is whole (checked below).
    expect(afterCrash).toEqual(expect.arrayContaining(acknowledged));
    for (const id of afterCrash) {
      // Drafts: their PDF is for staff until a reviewer publishes them.
      const pdf = await admin.call(portal.url, `/api/review/${id}/pdf`);
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-8).toString()).toContain('%%EOF');
    }

    const resumed = await runBatch(Number.POSITIVE_INFINITY);
    expect(new Set(resumed).size).toBe(laguna.length);
    expect((await observe(portal, admin)).reports).toEqual([...new Set(resumed)].sort());
  });

  it('opens the database cleanly afterwards, with every issuance and bulletin whole', async () => {
    const stopped = await portal.stop();
    expect(stopped.code).toBe(0);
    const handle = await openDatabase({ dataDir: store.dataDir, databaseUrl: store.databaseUrl || undefined });
    try {
      const issuances = rowsOf<{ id: string; places: number; values: number }>(
        await handle.db.execute(sql`
        select i.id, count(distinct v.municipality_psgc)::int as places, count(v.*)::int as values
        from weather_issuance i left join tenday_value v on v.issuance_id = i.id
        where i.type = 'ten_day' group by i.id`),
      );
      const shapes = issuances.map((row) => row.values / row.places).sort();
      expect(shapes).toEqual([10, 10]);
      expect(issuances.map((row) => row.places).sort((x, y) => x - y)).toEqual([1, 30]);

      const bulletins = rowsOf<{ pdf: Buffer | Uint8Array; pdf_size: number; pdf_sha256: string }>(
        await handle.db.execute(sql`select pdf, pdf_size, pdf_sha256 from bulletin`),
      );
      expect(bulletins).toHaveLength(laguna.length);
      for (const row of bulletins) {
        const pdf = Buffer.from(row.pdf);
        expect(pdf.length).toBe(row.pdf_size);
        expect(createHash('sha256').update(pdf).digest('hex')).toBe(row.pdf_sha256);
      }
      const [audits] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from audit_log where action = 'bulletin.create'`));
      expect(audits!.n).toBe(laguna.length);
    } finally {
      await handle.close();
    }
  });
});

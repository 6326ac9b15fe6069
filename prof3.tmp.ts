import { performance } from 'node:perf_hooks';
import { openDatabase } from '@/server/db/open-database';
import { composeBulletin } from '@/server/bulletins/compose-bulletin';
import { renderBulletinPdf } from '@/server/bulletins/render-bulletin-pdf';
import { createPdfWorkerPool } from '@/server/bulletins/create-pdf-worker-pool';
const handle = await openDatabase({ databaseUrl: '', dataDir: process.argv[2], poolSize: 2 });
const c = await composeBulletin(handle.db, { type: 'ten_day', fields: { region: 'calabarzon', province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en', allowExpired: true } } as any);
if (process.env.WFLAG) (await import('node:v8')).setFlagsFromString(process.env.WFLAG);
const pool = createPdfWorkerPool(1);
const T: Record<string, number[]> = { inThread: [], worker: [] };
for (let i = 0; i < 80; i++) {
  const stamp = { issuedAt: new Date(), reference: 'PREVIEW', webAddress: 'http://x/bulletins' };
  let a = performance.now();
  if (!process.env.NO_IN) await renderBulletinPdf(c.document, c.map, stamp, c.logos);
  if (i >= 10) T.inThread.push(performance.now() - a);
  a = performance.now();
  await pool.render({ doc: c.document, map: c.map, stamp, logos: c.logos });
  if (i >= 10) T.worker.push(performance.now() - a);
}
const med = (v: number[]) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)].toFixed(1);
console.log('inThread', med(T.inThread), 'worker', med(T.worker));
await pool.stop(); await handle.close();

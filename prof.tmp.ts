import { performance } from 'node:perf_hooks';
import { openDatabase } from '@/server/db/open-database';
import { composeBulletin } from '@/server/bulletins/compose-bulletin';
import { renderBulletinPdf } from '@/server/bulletins/render-bulletin-pdf';
const handle = await openDatabase({ databaseUrl: '', dataDir: process.argv[2], poolSize: 2 });
const c = await composeBulletin(handle.db, { type: process.env.TYPE ?? 'ten_day', fields: { region: 'calabarzon', province: 'Laguna', municipality: 'City of Calamba', crop: 'rice', language: 'en', allowExpired: true, month: 'jan', isFull: false } } as any);
const times: number[] = [];
for (let i = 0; i < 120; i++) {
  const a = performance.now();
  await renderBulletinPdf(c.document, c.map, { issuedAt: new Date(), reference: 'PREVIEW', webAddress: 'http://x/bulletins' }, c.logos);
  if (i >= 20) times.push(performance.now() - a);
}
times.sort((a, b) => a - b);
console.log(process.env.TYPE ?? 'ten_day', 'render median', times[50].toFixed(1));
await handle.close();

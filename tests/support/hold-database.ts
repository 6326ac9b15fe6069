// Opens the embedded database in the folder given as argument and keeps it open until SIGTERM,
// standing in for a running portal in the data-folder lock tests.
import { migrateWithAuditChain } from '@/modules/staff/server/audit/migrate-with-audit-chain';
import { openDatabase } from '@/platform/db/open-database';
import { seedRegion } from '@/modules/places/server/seed/seed-region';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-database.ts <data dir>');

const handle = await openDatabase({ dataDir });
await migrateWithAuditChain(handle);
await seedRegion(handle.db);
console.log(`ready ${process.pid}`);

process.on('SIGTERM', () => {
  void handle.close().then(() => process.exit(0));
});
setInterval(() => undefined, 1 << 30);

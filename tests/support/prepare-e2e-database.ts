// Prepares a data folder for the browser tests before the server opens it: migrated, seeded,
// with one account of each level. Prints the accounts as JSON.
import { ADMIN, SUPERADMIN } from '@/modules/staff/rules/account-levels';
import { openDatabase } from '@/platform/db/open-database';
import { migrateWithAuditChain } from '@/modules/staff/server/audit/migrate-with-audit-chain';
import { seedRegion } from '@/modules/places/server/seed/seed-region';
import { createStaffUser } from '@/modules/staff/server/create-staff-user';

const dataDir = process.argv[2];
const password = process.argv[3];
if (!dataDir || !password) throw new Error('usage: prepare-e2e-database.ts <data dir> <password>');

const handle = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
await migrateWithAuditChain(handle);
await seedRegion(handle.db);
const accounts = {
  superadmin: { email: 'e2e-superadmin@example.ph', name: 'Maria Santos', accountLevel: SUPERADMIN },
  admin: { email: 'e2e-admin@example.ph', name: 'Jose Reyes', accountLevel: ADMIN },
  none: { email: 'e2e-nolevel@example.ph', name: 'No Level', accountLevel: null },
};
for (const account of Object.values(accounts)) {
  await createStaffUser(handle.db, { ...account, password }, 'system');
}
await handle.close();
console.log(JSON.stringify(Object.fromEntries(Object.entries(accounts).map(([level, a]) => [level, a.email]))));

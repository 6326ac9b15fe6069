// `npm run acap -- <command>`: operator commands that work on the portal's database.
// On the embedded database they take the data folder's lock, so they refuse to run while the portal does.
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ACCOUNT_LEVELS, type AccountLevel } from '@/modules/staff/rules/account-levels';
import { MIN_PASSWORD_LENGTH } from '@/modules/staff/rules/password-policy';
import { restoreBackup } from '@/platform/backup/restore-backup';
import { writeBackup } from '@/platform/backup/write-backup';
import type { DatabaseHandle } from '@/platform/db/database';
import { openDatabase } from '@/platform/db/open-database';
import { prepareDatabase } from '@/platform/startup/prepare-database';
import { getEnv } from '@/platform/env/get-env';
import { AppError } from '@/platform/errors/app-error';
import { importBoundaries } from '@/modules/places/server/import-boundaries';
import { createStaffUser } from '@/modules/staff/server/create-staff-user';
import { keyAuditLinks } from '@/modules/staff/server/audit/key-audit-links';
import { makeAuditCheckpoint } from '@/modules/staff/server/audit/make-audit-checkpoint';
import { migrateWithAuditChain } from '@/modules/staff/server/audit/migrate-with-audit-chain';
import { readAuditCheckpoints } from '@/modules/staff/server/audit/read-audit-checkpoints';
import { verifyAuditChain } from '@/modules/staff/server/audit/verify-audit-chain';
import { rotateDataKey } from '@/platform/key-rotation/rotate-data-key';

const USAGE = `Usage: npm run acap -- <command>

Commands:
  migrate                                   apply database migrations and seed the region if empty
  users:add --email E --name N --level L    create a staff account (level 1 superadmin, 2 admin);
                                            the password comes from ACAP_NEW_PASSWORD or a prompt
  boundaries:import FILE…                   load municipal and provincial boundaries (GeoJSON or TopoJSON)
  backup FILE                               copy every table to FILE (gzip'd JSON lines with a checksum,
                                            and the audit chain's signed head); on PostgreSQL it may run
                                            while the portal serves
  restore FILE                              replace every table with the backup in FILE, all or nothing
  audit:verify [--checkpoint FILE]…         check the audit trail's chain of links and name the first
                                            row that does not hold (exit 1); needs ACAP_DATA_KEY if set.
                                            FILE (a backup, or the portal's log) holds signed checkpoints
                                            of the chain's head: the newest shows rows removed since
  audit:key-links                           once, after ACAP_DATA_KEY is first set: link the trail's
                                            older plain SHA-256 rows again with the key (audited)
  data-key:rotate                           after a new ACAP_DATA_KEY (the old one as ACAP_DATA_KEY_PREVIOUS):
                                            seal numbers, names and secrets again under the new key
`;

async function promptPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new AppError('BAD_REQUEST', 'Set ACAP_NEW_PASSWORD: there is no terminal to ask for the password.');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Keep the typed password off the screen.
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
    if (text.includes('Password')) process.stdout.write(text);
  };
  const password = await new Promise<string>((resolve) => rl.question(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `, resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>, prepare: (handle: DatabaseHandle) => Promise<void> = prepareDatabase): Promise<T> {
  const env = getEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.ACAP_DATA_DIR, poolSize: 2 });
  try {
    await prepare(handle);
    return await work(handle);
  } finally {
    await handle.close();
  }
}

async function addUser(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, level: { type: 'string' } },
  });
  const level = Number(values.level);
  if (!values.email || !values.name || !ACCOUNT_LEVELS.includes(level as AccountLevel)) {
    throw new AppError('BAD_REQUEST', `users:add needs --email, --name and --level 1 or 2.\n\n${USAGE}`);
  }
  const password = process.env.ACAP_NEW_PASSWORD || (await promptPassword());
  const created = await withDatabase((handle) =>
    createStaffUser(handle.db, { email: values.email!, name: values.name!, accountLevel: level, password }, 'console'),
  );
  console.log(`Created ${created.email} (level ${level}).`);
}

async function importBoundaryFiles(paths: string[]) {
  if (paths.length === 0) throw new AppError('BAD_REQUEST', `boundaries:import needs one or more files.\n\n${USAGE}`);
  const files = paths.map((file) => ({ name: path.basename(file), bytes: fs.readFileSync(file) }));
  const report = await withDatabase((handle) => importBoundaries(handle.db, files, 'console'));
  console.log(`Read ${report.featuresRead} features: ${report.municipalitiesWithShape} cities and municipalities, ${report.provincesWithShape} provinces.`);
  for (const feature of report.unmatchedFeatures)
    console.log(`  not matched: ${feature.file} feature ${feature.feature} (${feature.name ?? 'no name'}): ${feature.reason}`);
  if (report.placesWithoutShape.length > 0) console.log(`  still without a shape: ${report.placesWithoutShape.join(', ')}`);
  if (report.provincesWithoutShape.length > 0) console.log(`  provinces without a shape: ${report.provincesWithoutShape.join(', ')}`);
}

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function backupDatabase(args: string[]) {
  if (args.length !== 1) throw new AppError('BAD_REQUEST', `backup needs one file name.\n\n${USAGE}`);
  const env = getEnv();
  // Opening a folder that holds no database would create an empty one.
  if (!env.DATABASE_URL && !fs.existsSync(path.join(env.ACAP_DATA_DIR, 'pgdata'))) {
    throw new AppError('BAD_REQUEST', `There is no embedded database in ${path.resolve(env.ACAP_DATA_DIR)} to back up (set ACAP_DATA_DIR or DATABASE_URL).`);
  }
  // The copy is of the database as it is: no migration or seeding first.
  const summary = await withDatabase(
    (handle) => writeBackup(handle, { file: args[0]!, auditCheckpoint: makeAuditCheckpoint }),
    async () => undefined,
  );
  console.log(`Backed up ${summary.tables} tables, ${summary.rows} rows (schema ${summary.migrations.last}) to ${summary.file}: ${fileSize(summary.bytes)}.`);
}

async function restoreDatabase(args: string[]) {
  if (args.length !== 1) throw new AppError('BAD_REQUEST', `restore needs one file name.\n\n${USAGE}`);
  // Migrating first gives a new database the tables; the backup's rows then replace everything.
  const summary = await withDatabase((handle) => restoreBackup(handle, { file: args[0]! }), migrateWithAuditChain);
  console.log(
    `Restored ${summary.tables} tables, ${summary.rows} rows (schema ${summary.migrations.last}, backed up ${summary.created}) from ${summary.file}: ${fileSize(summary.bytes)}.`,
  );
  if (summary.jobQueueLeftOut)
    console.log("The backup's job queue tables are of another pg-boss version: its waiting jobs were left out, and this database's kept.");
}

async function rotateKey() {
  const report = await withDatabase((handle) => rotateDataKey(handle.db), migrateWithAuditChain);
  console.log(`Sealed again under the new ACAP_DATA_KEY: ${report.numbers} numbers, ${report.names} names, ${report.settings} stored secrets.`);
  if (report.doNotTextUnderOlderKeys > 0)
    console.log(
      `${report.doNotTextUnderOlderKeys} numbers on the do-not-text list are known only by a hash under the previous key (the numbers themselves were erased): keep ACAP_DATA_KEY_PREVIOUS set so that no list subscribes them again.`,
    );
  else console.log('No number, name or stored secret depends on the previous key any more.');
}

async function verifyAudit(args: string[]) {
  const { values } = parseArgs({ args, options: { checkpoint: { type: 'string', multiple: true } } });
  const files = values.checkpoint ?? [];
  const found = await readAuditCheckpoints(files);
  for (const refused of found.refused) console.error(`Left out ${refused}.`);
  if (files.length > 0 && !found.latest) throw new AppError('BAD_REQUEST', `No checkpoint signed with ACAP_DATA_KEY was found in ${files.join(', ')}.`);
  const checkpoint = found.latest;
  // A check reads the trail as it is: nothing is migrated or linked first.
  const report = await withDatabase(
    (handle) => verifyAuditChain(handle.db, { checkpoint }),
    async () => undefined,
  );
  if (!report.keyed)
    console.log(
      'ACAP_DATA_KEY is not set: the links are plain SHA-256 and the trail is not tamper-evident (anyone who can write the database can remake them).',
    );
  if (report.broken) {
    const { row, reason } = report.broken;
    const where = row ? ` at row ${row.id} (${row.action}, ${row.at.toISOString()})` : '';
    console.error(`The audit chain is broken${where}: ${reason}. ${report.checked} rows before it hold.`);
    process.exitCode = 1;
    return;
  }
  console.log(`The audit chain holds: ${report.checked} rows checked.`);
  if (checkpoint) console.log(`It matches the checkpoint of ${checkpoint.at} (${checkpoint.rows} rows, the newest row ${checkpoint.lastId}).`);
  else if (report.keyed) console.log('No checkpoint was given (--checkpoint FILE): rows removed from the end of the trail cannot be seen.');
}

async function keyAuditTrail() {
  const report = await withDatabase((handle) => keyAuditLinks(handle.db), migrateWithAuditChain);
  if (report.plain === 0) console.log('Every link of the audit trail is keyed already: nothing was re-linked.');
  else console.log(`Linked the audit trail again with ACAP_DATA_KEY: ${report.plain} plain rows, ${report.relinked} rows in all; the trail records it.`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  switch (command) {
    case 'migrate':
      await withDatabase(async (handle) => console.log(`Database ready: ${handle.kind} at ${handle.location}.`));
      return;
    case 'users:add':
      await addUser(rest);
      return;
    case 'boundaries:import':
      await importBoundaryFiles(rest);
      return;
    case 'backup':
      await backupDatabase(rest);
      return;
    case 'restore':
      await restoreDatabase(rest);
      return;
    case 'audit:verify':
      await verifyAudit(rest);
      return;
    case 'audit:key-links':
      await keyAuditTrail();
      return;
    case 'data-key:rotate':
      await rotateKey();
      return;
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof AppError || error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});

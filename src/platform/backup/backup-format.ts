import 'server-only';
import { z } from 'zod';

/**
 * A backup is one gzip file of JSON lines, written and read as a stream:
 *
 *   {"format":"acap-backup","version":1,"created":…,"database":…,"migrations":{"count":6,"last":"0005_…"},
 *    "auditCheckpoint":{"rows":…,"lastId":…,"head":…,"at":…,"mac":…},   when ACAP_DATA_KEY is set
 *    "tables":[{"name":"region","columns":[{"name":"key","type":"text"},…],"rows":1,"checksum":"…"},…]}
 *   {"table":"region"}
 *   ["calabarzon","CALABARZON",…]          one array per row, columns in the header's order
 *   …                                      then the next table, in foreign-key order
 *   {"end":true,"rows":1234,"sha256":"…"}  sha256 of every byte before this line
 *
 * Every value is PostgreSQL's own text form (timestamps to the microsecond, floats exact, jsonb as
 * written), null as null, and bytea in base64. `checksum` is computeTableChecksums' digest of the
 * table, so a restore proves it loaded exactly what was backed up.
 */
export const BACKUP_FORMAT = 'acap-backup';
export const BACKUP_VERSION = 1;

const name = z.string().min(1).max(128);

export const backupTableSchema = z.object({
  name,
  columns: z.array(z.object({ name, type: z.string().min(1).max(200) })).min(1),
  rows: z.number().int().min(0),
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
});

export const migrationLevelSchema = z.object({
  count: z.number().int().min(0),
  /** The tag of the last migration, e.g. `0005_page_cache_tag`; null when none ran. */
  last: z.string().max(200).nullable(),
});

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  migrations: migrationLevelSchema,
  tables: z.array(backupTableSchema),
  /** The audit chain's signed head when the copy was made (the staff module's checkpoint), for `audit:verify --checkpoint`. */
  auditCheckpoint: z.unknown().optional(),
});

export const tableLineSchema = z.object({ table: name }).strict();

export const endLineSchema = z.object({ end: z.literal(true), rows: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict();

export const rowLineSchema = z.array(z.string().nullable());

export type BackupHeader = z.infer<typeof backupHeaderSchema>;
export type BackupTable = z.infer<typeof backupTableSchema>;
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;

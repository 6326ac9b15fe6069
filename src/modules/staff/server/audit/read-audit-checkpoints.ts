import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { auditCheckpointSchema, findAuditCheckpoints, type AuditCheckpoint } from '@/modules/staff/rules/audit-chain';
import { readBackupFile } from '@/platform/backup/read-backup-file';
import { AppError } from '@/platform/errors/app-error';
import { signAuditCheckpoint } from './sign-audit-checkpoint';

export interface FoundCheckpoints {
  /** The newest checkpoint signed with the data key, of all the files. */
  latest: AuditCheckpoint | null;
  /** How many signed checkpoints the files held. */
  signed: number;
  /** Checkpoints left out, each saying where and why. */
  refused: string[];
}

function isGzip(file: string): boolean {
  const handle = fs.openSync(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    return fs.readSync(handle, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    fs.closeSync(handle);
  }
}

async function checkpointsIn(file: string): Promise<{ where: string; checkpoint: AuditCheckpoint | null }[]> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new AppError('BAD_REQUEST', `There is no file ${file} to read checkpoints from.`);
  if (isGzip(file)) {
    const { header } = await readBackupFile(file);
    if (header.auditCheckpoint === undefined) return [];
    const parsed = auditCheckpointSchema.safeParse(header.auditCheckpoint);
    return [{ where: `the backup ${file}`, checkpoint: parsed.success ? parsed.data : null }];
  }
  return findAuditCheckpoints(fs.readFileSync(file, 'utf8')).map(({ line, checkpoint }) => ({ where: `line ${line} of ${file}`, checkpoint }));
}

/**
 * The audit checkpoints in backups (their header) and in log or checkpoint files (one JSON line each, or
 * a log line's `auditCheckpoint`): only those whose MAC holds under the data key count, the newest wins.
 */
export async function readAuditCheckpoints(files: string[]): Promise<FoundCheckpoints> {
  const found: FoundCheckpoints = { latest: null, signed: 0, refused: [] };
  for (const file of files.map((name) => path.resolve(name))) {
    for (const { where, checkpoint } of await checkpointsIn(file)) {
      if (!checkpoint) found.refused.push(`${where}: not a checkpoint the portal writes`);
      else if (!signAuditCheckpoint(checkpoint).includes(checkpoint.mac)) found.refused.push(`${where}: its signature does not hold under ACAP_DATA_KEY`);
      else {
        found.signed += 1;
        if (!found.latest || checkpoint.at > found.latest.at) found.latest = checkpoint;
      }
    }
  }
  return found;
}

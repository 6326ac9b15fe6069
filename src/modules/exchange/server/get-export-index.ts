import 'server-only';
import type { Queryable } from '@/platform/db/database';
import { exportFileName } from '@/modules/exchange/rules/export-catalogue';
import { shapeExportIndex, type ExportIndex } from '@/modules/exchange/rules/shape-export-index';
import { listExports } from './list-exports';

/** The index of the national-exchange exports (`GET /api/export`). */
export async function getExportIndex(db: Queryable, now = new Date()): Promise<{ fileName: string; json: ExportIndex }> {
  return { fileName: exportFileName(['exports'], 'json'), json: shapeExportIndex(await listExports(db), now) };
}

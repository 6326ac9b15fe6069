import 'server-only';
import { changePublicData } from '@/platform/cache/change-public-data';
import { cropByKey, findCrop } from '@/modules/calendar/rules/crops/crop-list';
import { ALL_CROPS_CELL, readRecommendationSheet, SHEET_TYPES } from '@/modules/recommendations/rules/read-recommendation-sheet';
import type { RecommendationDraft } from '@/modules/recommendations/rules/recommendation-types';
import { auditActor, type Author } from '@/modules/staff/server/audit/author';
import { writeAudit } from '@/modules/staff/server/audit/write-audit';
import type { Database } from '@/platform/db/database';
import { AppError } from '@/platform/errors/app-error';
import { checkWorkbookBytes, type UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { readTableFile } from '@/platform/spreadsheets/read-table-file';
import { storeRecommendations } from './store-recommendations';

const LISTED_PROBLEMS = 50;

export interface RecommendationImportResult {
  file: string;
  imported: number;
  replaced: number;
  sheets: Record<string, number>;
}

/**
 * A workbook with sheets `Seasonal`, `10-Day` and `Special` (domain.md §6). For each type and crop it holds
 * (or every crop, for rows of crop `all`), the stored recommendations are replaced, all in one transaction;
 * any problem stores nothing.
 */
export async function importRecommendationWorkbook(
  db: Database,
  file: UploadedFile,
  options: { crop?: string; author: Author },
): Promise<RecommendationImportResult> {
  checkWorkbookBytes(file);
  const allCrops = options.crop?.trim().toLowerCase() === ALL_CROPS_CELL;
  const defaultCrop = allCrops ? ALL_CROPS_CELL : options.crop ? (cropByKey(options.crop) ?? findCrop(options.crop)) : null;
  if (options.crop && !defaultCrop) throw new AppError('BAD_REQUEST', `Unknown crop "${options.crop}".`);
  const sheets = await readTableFile(file);
  const known = sheets.filter((sheet) => SHEET_TYPES[sheet.name.toLowerCase().replace(/[^a-z0-9]/g, '')]);
  if (known.length === 0) {
    throw new AppError('BAD_REQUEST', `${file.name}: no sheet is named Seasonal, 10-Day or Special (found ${sheets.map((s) => s.name).join(', ')}).`);
  }
  const drafts: RecommendationDraft[] = [];
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  for (const sheet of known) {
    const type = SHEET_TYPES[sheet.name.toLowerCase().replace(/[^a-z0-9]/g, '')]!;
    const result = readRecommendationSheet(sheet.name, type, sheet.rows, { defaultCrop, findCrop });
    drafts.push(...result.drafts);
    problems.push(...result.problems);
    counts[sheet.name] = result.drafts.length;
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, LISTED_PROBLEMS);
    const more = problems.length > shown.length ? ` … and ${problems.length - shown.length} more` : '';
    throw new AppError('BAD_REQUEST', `${file.name}: ${shown.join('; ')}${more}. Nothing was stored.`, { details: { file: file.name, problems } });
  }
  if (drafts.length === 0) throw new AppError('BAD_REQUEST', `${file.name}: the sheets hold no recommendations. Nothing was stored.`);

  const { replaced } = await changePublicData(db, async (tx) => {
    const stored = await storeRecommendations(tx, drafts, { author: options.author });
    await writeAudit(tx, {
      actor: auditActor(options.author),
      action: 'recommendation.import',
      target: file.name,
      summary: { imported: drafts.length, replaced: stored.replaced, sheets: counts, crops: [...new Set(drafts.map((d) => d.cropKey ?? ALL_CROPS_CELL))] },
    });
    return stored;
  });
  return { file: file.name, imported: drafts.length, replaced, sheets: counts };
}

import type { CropDefinition } from '@/modules/calendar/rules/crops/crop-definition';
import type { Cell } from '@/modules/weather/rules/read-ten-day-cells';
import { parseRisk, parseStage, parseTrigger } from './parse-trigger';
import type { RecommendationDraft, RecommendationType } from './recommendation-types';
import { richTextToPlain, toRichText } from './rich-text';

/** Sheet names of the common workbook (domain.md §6), compared without case and punctuation. */
export const SHEET_TYPES: Record<string, RecommendationType> = { seasonal: 'seasonal', '10day': 'tenday', tenday: 'tenday', special: 'special' };

type Field = 'crop' | 'stage' | 'farmOperation' | 'trigger' | 'risk' | 'impactEn' | 'impactTl' | 'practiceEn' | 'practiceTl' | 'sms';

const HEADERS: Record<string, Field> = {
  crop: 'crop',
  cropstage: 'stage',
  stage: 'stage',
  farmoperation: 'farmOperation',
  operation: 'farmOperation',
  forecast: 'trigger',
  trigger: 'trigger',
  rainfall: 'trigger',
  rainfallclass: 'trigger',
  signal: 'trigger',
  windsignal: 'trigger',
  risk: 'risk',
  risklabel: 'risk',
  impact: 'impactEn',
  impactenglish: 'impactEn',
  impacttagalog: 'impactTl',
  impactfilipino: 'impactTl',
  practice: 'practiceEn',
  practices: 'practiceEn',
  practiceenglish: 'practiceEn',
  practicetagalog: 'practiceTl',
  practicestagalog: 'practiceTl',
  practicefilipino: 'practiceTl',
  sms: 'sms',
  smstext: 'sms',
};

const headerKey = (cell: Cell | undefined) =>
  String(cell ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const text = (cell: Cell | undefined) => String(cell ?? '').trim();

export interface SheetResult {
  drafts: RecommendationDraft[];
  problems: string[];
}

/** The crop cell (or the crop chosen for the workbook) of advice for every crop. */
export const ALL_CROPS_CELL = 'all';

/**
 * One sheet of a recommendations workbook. The header row is the first row naming a crop stage and a
 * practice; a blank stage, farm operation or crop repeats the row above (merged cells). The crop comes from
 * a `Crop` column or, without one, from `defaultCrop`; `all` (any case) there, or a crop cell left blank from
 * the top of the sheet, is advice for every crop. A stage of `general` is general advice for the forecast.
 */
export function readRecommendationSheet(
  sheetName: string,
  type: RecommendationType,
  rows: readonly (readonly Cell[])[],
  options: { defaultCrop: CropDefinition | typeof ALL_CROPS_CELL | null; findCrop: (text: string) => CropDefinition | null },
): SheetResult {
  const headerIndex = rows.findIndex((row) => {
    const fields = row.map((cell) => HEADERS[headerKey(cell)]);
    return fields.includes('stage') && fields.includes('practiceEn');
  });
  if (headerIndex < 0) return { drafts: [], problems: [`sheet ${sheetName}: no header row with "Crop Stage" and "Practice" columns`] };
  const columns = new Map<Field, number>();
  rows[headerIndex]!.forEach((cell, index) => {
    const field = HEADERS[headerKey(cell)];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  if (!columns.has('crop') && !options.defaultCrop) {
    return { drafts: [], problems: [`sheet ${sheetName}: there is no Crop column, so choose the crop the workbook is for`] };
  }

  const drafts: RecommendationDraft[] = [];
  const problems: string[] = [];
  const get = (row: readonly Cell[], field: Field) => (columns.has(field) ? text(row[columns.get(field)!]) : '');
  let previous = { stage: '', farmOperation: '', crop: '' };

  rows.slice(headerIndex + 1).forEach((row, offset) => {
    const where = `sheet ${sheetName}, row ${headerIndex + offset + 2}`;
    if (row.every((cell) => text(cell) === '')) return;
    const cropText = get(row, 'crop') || previous.crop;
    const stageText = get(row, 'stage') || previous.stage;
    const farmOperation = get(row, 'farmOperation') || previous.farmOperation;
    previous = { stage: stageText, farmOperation, crop: cropText };

    const allCrops = columns.has('crop') ? cropText === '' || cropText.toLowerCase() === ALL_CROPS_CELL : options.defaultCrop === ALL_CROPS_CELL;
    const found = columns.has('crop') ? (allCrops ? null : options.findCrop(cropText)) : options.defaultCrop === ALL_CROPS_CELL ? null : options.defaultCrop;
    const rowProblems: string[] = [];
    if (!allCrops && !found) rowProblems.push(`unknown crop "${cropText}"`);
    const stage = allCrops || found ? parseStage(found, stageText) : undefined;
    if ((allCrops || found) && stage === undefined) {
      const whose = found ? found.name.en : 'A recommendation for all crops';
      rowProblems.push(stageText ? `${whose} has no stage "${stageText}" (write general for advice not tied to a stage)` : 'the crop stage is blank');
    }
    const trigger = parseTrigger(type, get(row, 'trigger'));
    if (trigger === undefined) rowProblems.push(`"${get(row, 'trigger')}" is not a ${type === 'special' ? 'wind signal' : 'forecast category'}`);
    const risk = parseRisk(get(row, 'risk'));
    if (risk === undefined) rowProblems.push(`unknown risk "${get(row, 'risk')}"`);
    const practiceEn = toRichText(get(row, 'practiceEn'));
    if (practiceEn === '') rowProblems.push('the practice is blank');
    const sms = get(row, 'sms');
    if (sms.length > 320) rowProblems.push('the SMS text is longer than 320 characters');

    if (rowProblems.length > 0) {
      problems.push(...rowProblems.map((problem) => `${where}: ${problem}`));
      return;
    }
    drafts.push({
      type,
      cropKey: found?.key ?? null,
      stage: stage ?? null,
      farmOperation: richTextToPlain(farmOperation) || '—',
      trigger: trigger ?? null,
      risk: risk ?? null,
      impactEn: toRichText(get(row, 'impactEn')),
      impactTl: toRichText(get(row, 'impactTl')),
      practiceEn,
      practiceTl: toRichText(get(row, 'practiceTl')),
      sms: richTextToPlain(sms) || null,
    });
  });
  return { drafts, problems };
}

import 'server-only';
import { parseTendayHeader, type TendayHeader } from '@/domain/weather/parse-tenday-header';
import { TENDAY_COLUMNS, type Cell } from '@/domain/weather/read-tenday-cells';
import { loadWorkbook, plainCell, refuseFile, type UploadedFile } from '@/server/spreadsheets/load-workbook';

const FIRST_DATA_ROW = 9;
const NAME_HEADERS = ['municipalities', 'project areas'];

export interface TendaySheetRow {
  row: number;
  name: string;
  cells: Record<Exclude<keyof typeof TENDAY_COLUMNS, 'name'>, Cell>;
}

export interface TendaySheet {
  fileName: string;
  sheetName: string;
  header: TendayHeader;
  dayDate: string;
  rows: TendaySheetRow[];
}

function toIsoDate(cell: Cell): string | null {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'number' && cell > 20000 && cell < 80000) {
    // Excel's day count starts on 1899-12-30 (it keeps Lotus's leap-year bug).
    return new Date(Date.UTC(1899, 11, 30) + Math.round(cell) * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

/** Reads one PAGASA 10-day workbook (form CLIMPS-FF-1): its header cells and every data row. */
export async function readTendayWorkbook(file: UploadedFile): Promise<TendaySheet> {
  const sheet = await loadWorkbook(file);

  const text = (address: string) => {
    const value = plainCell(sheet.getCell(address).value);
    return value === null ? null : String(value);
  };
  const header = parseTendayHeader(text('A1'), text('A2'));
  if (!header.ok) throw refuseFile(file.name, `missing header: ${header.message}`);
  const dayDate = toIsoDate(plainCell(sheet.getCell('C6').value));
  if (!dayDate) throw refuseFile(file.name, `missing header: expected the day's date in C6, found "${text('C6') ?? ''}"`);
  if (dayDate < header.header.validFrom || dayDate > header.header.validTo) {
    throw refuseFile(file.name, `the day in C6 (${dayDate}) is outside the validity in A2 (${header.header.dateRange})`);
  }
  const nameHeader = (text('B7') ?? '').trim().toLowerCase();
  if (!NAME_HEADERS.includes(nameHeader)) {
    throw refuseFile(file.name, `missing header: expected "Municipalities" or "Project Areas" in B7, found "${text('B7') ?? ''}"`);
  }
  for (const [address, label] of [['C8', 'min'], ['D8', 'max'], ['E8', 'mean']] as const) {
    if ((text(address) ?? '').trim().toLowerCase() !== label) {
      throw refuseFile(file.name, `missing header: expected "${label[0]!.toUpperCase()}${label.slice(1)}" in ${address}, found "${text(address) ?? ''}"`);
    }
  }

  const rows: TendaySheetRow[] = [];
  for (let row = FIRST_DATA_ROW; row <= sheet.rowCount; row += 1) {
    const cell = (column: string) => plainCell(sheet.getCell(`${column}${row}`).value);
    const name = cell(TENDAY_COLUMNS.name);
    if (name === null || String(name).trim() === '') continue;
    rows.push({
      row,
      name: String(name).trim(),
      cells: {
        tempMin: cell(TENDAY_COLUMNS.tempMin),
        tempMax: cell(TENDAY_COLUMNS.tempMax),
        tempMean: cell(TENDAY_COLUMNS.tempMean),
        rainfallAmount: cell(TENDAY_COLUMNS.rainfallAmount),
        rainfall: cell(TENDAY_COLUMNS.rainfall),
        cloudCover: cell(TENDAY_COLUMNS.cloudCover),
        humidity: cell(TENDAY_COLUMNS.humidity),
        windSpeed: cell(TENDAY_COLUMNS.windSpeed),
        windDirection: cell(TENDAY_COLUMNS.windDirection),
      },
    });
  }
  return { fileName: file.name, sheetName: sheet.name, header: header.header, dayDate, rows };
}

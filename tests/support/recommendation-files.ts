import ExcelJS from 'exceljs';

type Rows = (string | null)[][];

/** A recommendations workbook in the common layout (domain.md §6): sheets Seasonal, 10-Day and Special. */
export async function recommendationWorkbook(sheets: { seasonal?: Rows; tenday?: Rows; special?: Rows; extra?: Record<string, Rows> }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const add = (name: string, header: string[], rows: Rows) => {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(['Rice recommendations, CALABARZON']);
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(row);
  };
  if (sheets.seasonal) {
    add('Seasonal', ['Crop Stage', 'Farm Operation', 'Forecast', 'Risk', 'Impact', 'Impact Tagalog', 'Practice', 'Practice Tagalog'], sheets.seasonal);
  }
  if (sheets.tenday) add('10-Day', ['Crop Stage', 'Farm Operation', 'Practice', 'Practice Tagalog'], sheets.tenday);
  if (sheets.special) add('Special', ['Crop Stage', 'Farm Operation', 'Signal', 'Practice', 'Practice Tagalog'], sheets.special);
  for (const [name, rows] of Object.entries(sheets.extra ?? {})) add(name, ['Whatever'], rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

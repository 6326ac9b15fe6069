import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '@/modules/weather/server/read-ten-day-workbook';

async function workbookBytes(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Decision 045: uploads are loaded whole. What the streamed reading gave, the loaded one gives too.
describe('the first sheet of an uploaded workbook', () => {
  it('reads every part of a workbook whose workbook part comes last, as exceljs writes it, every time', async () => {
    const bytes = await workbookBytes((workbook) => {
      workbook.addWorksheet('10-day outlook').addRows([
        ['psgc', 'place'],
        ['0403402000', 'Bay'],
      ]);
      workbook.addWorksheet('About').addRow(['Column']);
    });
    const names = Object.keys((await JSZip.loadAsync(bytes)).files);
    expect(names.at(-1)).toBe('xl/workbook.xml');
    for (let i = 0; i < 50; i++) {
      const sheet = await readFirstSheet({ name: 'template.xlsx', bytes });
      expect(sheet.sheetName).toBe('10-day outlook');
      expect(sheet.rows.get(2)?.slice(1)).toEqual(['0403402000', 'Bay']);
    }
  });

  it('reads a cell covered by a merge as empty, as the sheet shows it', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.addRows([
        ['Laguna', 'Bay'],
        [null, 'Calamba'],
      ]);
      sheet.mergeCells('A1:A2');
    });
    const { rows } = await readFirstSheet({ name: 'merged.xlsx', bytes });
    expect(rows.get(1)?.slice(1)).toEqual(['Laguna', 'Bay']);
    expect(rows.get(2)?.[1]).toBeUndefined();
    expect(rows.get(2)?.[2]).toBe('Calamba');
  });

  it('refuses a truncated workbook and an Office file without a sheet, naming the file', async () => {
    const bytes = await workbookBytes((workbook) => workbook.addWorksheet('Sheet1').addRow(['x']));
    await expect(readFirstSheet({ name: 'cut.xlsx', bytes: bytes.subarray(0, Math.floor(bytes.length / 2)) })).rejects.toThrow(
      'cut.xlsx: the workbook is broken or truncated and cannot be read',
    );
    const word = new JSZip();
    word.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
    word.file('word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>');
    const docx = await word.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await expect(readFirstSheet({ name: 'letter.xlsx', bytes: docx })).rejects.toThrow(
      'letter.xlsx: this is not an Excel workbook with a sheet (is it a Word or other Office file?)',
    );
  });
});

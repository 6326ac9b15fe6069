import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors/app-error';
import { buildZip, deflatedEntry } from '../../../tests/support/zip-files';
import { checkWorkbookArchive } from './check-workbook-archive';
import { limitParseTime } from './limit-parse-time';
import { openWorkbook } from './load-workbook';

const MB = 1024 * 1024;
// 200 MB of zeros deflate to about 200 KB: the classic bomb, well inside the 10 MB upload cap.
const bombData = deflateRawSync(Buffer.alloc(200 * MB));

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function workbookBytes(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Sheet1'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A real workbook's parts packed again by hand, renamed, and with ZIP64 end records if asked. */
async function repacked(bytes: Buffer, rename: (name: string) => string, zip64 = false): Promise<Buffer> {
  const zip = await JSZip.loadAsync(bytes);
  const files = Object.values(zip.files).filter((file) => !file.dir);
  const entries = await Promise.all(files.map(async (file) => deflatedEntry(rename(file.name), await file.async('nodebuffer'))));
  return buildZip(entries, { zip64 });
}

describe('guarding workbook uploads against zip bombs', () => {
  it('lets a real workbook through, and exceljs then reads it', async () => {
    const bytes = await workbookBytes((sheet) => sheet.addRow(['Laguna', 'Bay', 'rice']));
    await expect(checkWorkbookArchive({ name: 'calendar.xlsx', bytes })).resolves.toBeUndefined();
    const workbook = await openWorkbook({ name: 'calendar.xlsx', bytes });
    expect(workbook.worksheets[0]!.getCell('B1').value).toBe('Bay');
  });

  it('refuses a directory that declares a huge part, before unpacking anything', async () => {
    const bytes = buildZip([deflatedEntry('xl/worksheets/sheet1.xml', Buffer.from('<worksheet/>'), 3_000_000_000)]);
    const error = await refusal(checkWorkbookArchive({ name: 'calendar.xlsx', bytes }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('calendar.xlsx: the workbook unpacks to more than 100 MB and was refused');
  });

  it('refuses a real deflate bomb that declares its size', async () => {
    const bytes = buildZip([{ name: 'xl/worksheets/sheet1.xml', method: 8, data: bombData, declaredSize: 200 * MB }]);
    expect(bytes.length).toBeLessThan(MB);
    const error = await refusal(openWorkbook({ name: 'bomb.xlsx', bytes }));
    expect(error.message).toBe('bomb.xlsx: the workbook unpacks to more than 100 MB and was refused');
  });

  it('refuses a real deflate bomb that understates its size, stopping at the declared size', async () => {
    // An image: the sheet's own tally would refuse the zeros sooner, as one text too long (below).
    const bytes = buildZip([{ name: 'xl/media/image1.png', method: 8, data: bombData, declaredSize: MB }]);
    const started = Date.now();
    const error = await refusal(checkWorkbookArchive({ name: 'liar.xlsx', bytes }));
    expect(error.message).toBe('liar.xlsx: the part xl/media/image1.png unpacks to more than the workbook declares, and was refused');
    expect(Date.now() - started).toBeLessThan(2000);
    const asSheet = buildZip([{ name: 'xl/worksheets/sheet1.xml', method: 8, data: bombData, declaredSize: MB }]);
    expect((await refusal(checkWorkbookArchive({ name: 'liar.xlsx', bytes: asSheet }))).message).toMatch(
      /^liar\.xlsx: the workbook has a text of more than 32,767 characters/,
    );
  });

  it('refuses a part packed more than 200:1 past 10 MB', async () => {
    const bytes = buildZip([deflatedEntry('xl/sharedStrings.xml', Buffer.alloc(20 * MB))]);
    const error = await refusal(checkWorkbookArchive({ name: 'advice.xlsx', bytes }));
    expect(error.message).toMatch(/^advice\.xlsx: the part xl\/sharedStrings\.xml unpacks to 20 MB from \d+ KB \(over 200:1\) and was refused$/);
  });

  it('refuses too many parts', async () => {
    const many = buildZip(Array.from({ length: 1001 }, (_, i) => ({ name: `p${i}.xml`, method: 0 as const, data: Buffer.alloc(0), declaredSize: 0 })));
    expect((await refusal(checkWorkbookArchive({ name: 'many.xlsx', bytes: many }))).message).toBe(
      'many.xlsx: the workbook holds more than 1,000 parts and was refused',
    );
  });

  it('reads ZIP64 and names with a leading slash as exceljs does, and still weighs their sizes', async () => {
    const bytes = await workbookBytes((sheet) => sheet.addRow(['Laguna', 'Bay', 'rice']));
    for (const variant of [await repacked(bytes, (name) => name, true), await repacked(bytes, (name) => `/${name}`)]) {
      await expect(checkWorkbookArchive({ name: 'calendar.xlsx', bytes: variant })).resolves.toBeUndefined();
      expect((await openWorkbook({ name: 'calendar.xlsx', bytes: variant })).worksheets[0]!.getCell('B1').value).toBe('Bay');
    }
    const huge = buildZip([deflatedEntry('xl/worksheets/sheet1.xml', Buffer.from('<worksheet/>'), 5 * 1024 * MB)], { zip64: true });
    expect((await refusal(checkWorkbookArchive({ name: 'huge.xlsx', bytes: huge }))).message).toBe(
      'huge.xlsx: the workbook unpacks to more than 100 MB and was refused',
    );
  });

  it('reads archives with data descriptors, as streaming writers make them', async () => {
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row><c/></row></sheetData></worksheet>'.repeat(100));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
    await expect(checkWorkbookArchive({ name: 'streamed.xlsx', bytes })).resolves.toBeUndefined();
  });

  it('refuses compression methods and encryption workbooks never use, naming the part', async () => {
    const marked = (offset: number, value: number, data: Buffer) => {
      const zip = buildZip([{ name: 'sheet.xml', method: 0, data, declaredSize: 4 }]);
      zip.writeUInt16LE(value, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + offset);
      return zip;
    };
    // Traditional encryption puts a 12-byte header before the data.
    for (const [bytes, message] of [
      [marked(10, 12, Buffer.from('<a/>')), 'book.xlsx: the workbook cannot be read: sheet.xml uses compression method 12'],
      [marked(8, 1, Buffer.alloc(16)), 'book.xlsx: the workbook cannot be read: sheet.xml is encrypted'],
    ] as const) {
      const error = await refusal(checkWorkbookArchive({ name: 'book.xlsx', bytes }));
      expect(error.status).toBe(400);
      expect(error.message).toBe(message);
    }
  });

  it('calls a truncated archive, a false ZIP64 mark, and a part that unpacks to less than declared or not at all, broken', async () => {
    const whole = await workbookBytes((sheet) => sheet.addRow(['Laguna']));
    const zip64Mark = buildZip([deflatedEntry('a.xml', Buffer.from('<a/>'))]);
    zip64Mark.writeUInt16LE(0xffff, zip64Mark.length - 22 + 10);
    for (const bytes of [whole.subarray(0, 2000), zip64Mark]) {
      expect((await refusal(checkWorkbookArchive({ name: 'cut.xlsx', bytes }))).message).toBe(
        'cut.xlsx: the workbook is broken or truncated and cannot be read',
      );
    }
    const short = buildZip([deflatedEntry('a.xml', Buffer.from('<a/>'), 100)]);
    expect((await refusal(checkWorkbookArchive({ name: 'short.xlsx', bytes: short }))).message).toBe(
      'short.xlsx: the workbook is broken or truncated and cannot be read',
    );
    const garbage = buildZip([{ name: 'a.xml', method: 8, data: Buffer.from([0xff, 0xff, 0xff, 0xff]), declaredSize: 4 }]);
    expect((await refusal(checkWorkbookArchive({ name: 'garbage.xlsx', bytes: garbage }))).status).toBe(400);
  });

  it('refuses a sparse workbook of more than 300,000 cells as a table after loading', async () => {
    const bytes = await workbookBytes((sheet) => {
      sheet.getCell('A1').value = 'corner';
      sheet.getCell('Z50000').value = 'far corner';
    });
    const error = await refusal(openWorkbook({ name: 'wide.xlsx', bytes }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('wide.xlsx: the workbook has more than 300,000 cells (rows × columns over its sheets) and was refused');
  });

  it('refuses a workbook with more cells written than the cap while inflating it, before exceljs', async () => {
    const sheet = Buffer.from(`<worksheet><sheetData><row r="1">${'<c><v>1</v></c>'.repeat(300_001)}</row></sheetData></worksheet>`);
    for (const entry of [
      deflatedEntry('xl/worksheets/sheet1.xml', sheet),
      { name: 'xl/worksheets/sheet1.xml', method: 0 as const, data: sheet, declaredSize: sheet.length },
    ]) {
      const error = await refusal(openWorkbook({ name: 'cells.xlsx', bytes: buildZip([entry]) }));
      expect(error.status).toBe(413);
      expect(error.message).toBe('cells.xlsx: the workbook has more than 300,000 cells and was refused');
    }
  });

  it('refuses too many sheets, rows, shared strings and too long a text, naming the cap', async () => {
    const sheets = Array.from({ length: 101 }, (_, i) => deflatedEntry(`xl/worksheets/sheet${i + 1}.xml`, Buffer.from('<worksheet/>')));
    const rows = [deflatedEntry('xl/worksheets/sheet1.xml', Buffer.from(`<worksheet><sheetData>${'<row/>'.repeat(50_001)}</sheetData></worksheet>`))];
    const strings = [deflatedEntry('xl/sharedStrings.xml', Buffer.from(`<sst>${'<si><t>x</t></si>'.repeat(300_001)}</sst>`))];
    const long = [deflatedEntry('xl/sharedStrings.xml', Buffer.from(`<sst><si><t>${'Ñ'.repeat(32_768)}</t></si></sst>`))];
    for (const [entries, message] of [
      [sheets, 'book.xlsx: the workbook has more than 100 sheets and was refused'],
      [rows, 'book.xlsx: the workbook has more than 50,000 rows and was refused'],
      [strings, 'book.xlsx: the workbook has more than 300,000 different texts (shared strings) and was refused'],
      [long, "book.xlsx: the workbook has a text of more than 32,767 characters (Excel's own limit) and was refused"],
    ] as const) {
      const error = await refusal(checkWorkbookArchive({ name: 'book.xlsx', bytes: buildZip([...entries]) }));
      expect(error.status).toBe(413);
      expect(error.message).toBe(message);
    }
  });

  it('answers when parsing takes too long, even though the parse cannot be stopped', async () => {
    const error = await refusal(limitParseTime('slow.xlsx', new Promise(() => undefined), 50));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/^slow\.xlsx: reading the file took longer than .+ and was abandoned$/);
  });
});

import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildZip, deflatedEntry } from '../../../../tests/support/zip-files';
import { readZipDirectory } from './read-zip-directory';

async function smallWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Calendar').addRow(['Province', 'Municipality', 'Crop']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('reading a zip central directory', () => {
  it('lists the parts of a real workbook with their sizes', async () => {
    const directory = readZipDirectory(await smallWorkbook());
    expect(directory.ok).toBe(true);
    if (!directory.ok) return;
    expect(directory.entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    expect(directory.entries.every((entry) => entry.uncompressedSize >= 0 && entry.dataOffset > 0)).toBe(true);
  });

  it('reads archives with data descriptors (streamed writers)', async () => {
    const zip = new JSZip();
    zip.file('a.xml', '<a/>'.repeat(1000));
    zip.file('b.xml', '<b/>');
    const directory = readZipDirectory(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true }));
    expect(directory).toMatchObject({
      ok: true,
      entries: [
        { name: 'a.xml', uncompressedSize: 4000 },
        { name: 'b.xml', uncompressedSize: 4 },
      ],
    });
  });

  it('calls a truncated or non-zip file broken', async () => {
    expect(readZipDirectory((await smallWorkbook()).subarray(0, 2000))).toMatchObject({ ok: false, problem: 'broken' });
    expect(readZipDirectory(Buffer.from('Province,Municipality\nLaguna,Bay\n'))).toMatchObject({ ok: false, problem: 'broken' });
  });

  it('refuses bytes the directory does not account for, where a streaming reader would find a hidden part', () => {
    const hidden = buildZip([deflatedEntry('sheet.xml', Buffer.from('<a/>'))], { gapBeforeDirectory: Buffer.alloc(64, 1) });
    expect(readZipDirectory(hidden)).toMatchObject({ ok: false, problem: 'broken' });
  });

  it('refuses ZIP64 archives', () => {
    const zip = buildZip([deflatedEntry('sheet.xml', Buffer.from('<a/>'))]);
    zip.writeUInt32LE(0xffffffff, zip.length - 22 + 16);
    expect(readZipDirectory(zip)).toMatchObject({ ok: false, problem: 'zip64' });
  });

  it('refuses compression methods workbooks never use', () => {
    const zip = buildZip([{ name: 'sheet.xml', method: 0, data: Buffer.from('<a/>'), declaredSize: 4 }]);
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(12, central + 10);
    zip.writeUInt16LE(12, 8);
    expect(readZipDirectory(zip)).toMatchObject({ ok: false, problem: 'method' });
  });
});

import 'server-only';
import { createInflateRaw } from 'node:zlib';
import { findZipBomb } from '@/platform/spreadsheets/rules/find-zip-bomb';
import { readZipDirectory, type ZipEntry } from '@/platform/spreadsheets/rules/read-zip-directory';
import { tallyWorkbookXml, type WorkbookTally } from '@/platform/spreadsheets/rules/tally-workbook-xml';
import { AppError, type AppErrorCode } from '@/platform/errors/app-error';
import type { UploadedFile } from './load-workbook';

type Measured = { size: number; complete: boolean; refusal?: string };

/**
 * Inflates one entry through the tally and throws the output away, stopping as soon as it passes
 * `limit` or the tally refuses the workbook, so an oversized sheet costs no more than its cap.
 */
function measureEntry(bytes: Buffer, entry: ZipEntry, limit: number, tally: WorkbookTally): Promise<Measured> {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) return Promise.resolve({ size: data.length, complete: true, refusal: tally.feed(data) ?? undefined });
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    let settled = false;
    const settle = (result: Measured) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) return settle({ size, complete: true });
      const refusal = tally.feed(chunk);
      if (refusal) settle({ size, complete: false, refusal });
    });
    inflate.on('end', () => settle({ size, complete: true }));
    // A deflate stream that does not end inside its entry is broken (or longer than it says).
    inflate.on('error', () => settle({ size, complete: false }));
    inflate.end(data);
  });
}

/**
 * Refuses a zip bomb, and a workbook too big to load, before exceljs sees it: first by the sizes the
 * central directory declares (total, parts, compression ratio), then by inflating each part once and
 * counting, since the declared sizes are the sender's word. The counting pass keeps nothing in memory
 * and stops at the declared size, so an archive that understates its parts costs no more than an
 * honest one; on the way it tallies the sheets' rows and cells and the shared strings (see
 * tallyWorkbookXml) and stops at the first cap passed.
 */
export async function checkWorkbookArchive(file: UploadedFile): Promise<void> {
  const refuse = (code: AppErrorCode, message: string) => new AppError(code, `${file.name}: ${message}`, { details: { file: file.name } });
  const directory = readZipDirectory(file.bytes);
  if (!directory.ok) {
    if (directory.problem === 'zip64')
      throw refuse('PAYLOAD_TOO_LARGE', 'the workbook uses the ZIP64 format, which no workbook of this size needs, and was refused');
    if (directory.problem === 'method') throw refuse('BAD_REQUEST', `the workbook cannot be read: ${directory.detail}`);
    throw refuse('BAD_REQUEST', 'the workbook is broken or truncated and cannot be read');
  }
  const declared = findZipBomb(directory.entries);
  if (declared) throw refuse('PAYLOAD_TOO_LARGE', declared);

  const tally = tallyWorkbookXml();
  for (const entry of directory.entries) {
    const tooMany = tally.startPart(entry.name);
    if (tooMany) throw refuse('PAYLOAD_TOO_LARGE', tooMany);
    const measured = await measureEntry(file.bytes, entry, entry.uncompressedSize, tally);
    if (measured.refusal) throw refuse('PAYLOAD_TOO_LARGE', measured.refusal);
    if (measured.size > entry.uncompressedSize)
      throw refuse('PAYLOAD_TOO_LARGE', `the part ${entry.name} unpacks to more than the workbook declares, and was refused`);
    if (!measured.complete || measured.size !== entry.uncompressedSize) throw refuse('BAD_REQUEST', 'the workbook is broken or truncated and cannot be read');
  }
}

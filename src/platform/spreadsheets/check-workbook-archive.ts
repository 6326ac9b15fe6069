import 'server-only';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { findZipBomb, type ZipEntrySize } from '@/platform/spreadsheets/rules/find-zip-bomb';
import { tallyWorkbookXml, type WorkbookTally } from '@/platform/spreadsheets/rules/tally-workbook-xml';
import { WORKBOOK_LIMITS } from '@/platform/spreadsheets/rules/workbook-limits';
import { AppError, type AppErrorCode } from '@/platform/errors/app-error';
import type { UploadedFile } from './load-workbook';

type Part = ZipEntrySize & { entry: Entry };

/** The parts the central directory lists, read no further than one past the cap on parts. */
async function readParts(bytes: Buffer): Promise<{ zip: ZipFile; parts: Part[] }> {
  // Names are taken as bytes: yauzl would refuse a name with a leading '/', which exceljs accepts.
  const zip = await yauzl.fromBufferPromise(bytes, { decodeStrings: false });
  const parts: Part[] = [];
  for await (const entry of zip.eachEntry()) {
    parts.push({ entry, name: entry.fileNameRaw.toString(), compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize });
    if (parts.length > WORKBOOK_LIMITS.maxEntries) break;
  }
  return { zip, parts };
}

/**
 * Inflates one part through the tally and throws the output away; the tally's refusal, if any. yauzl
 * (validateEntrySizes) ends the stream in an error as soon as the part unpacks to more than it
 * declares, so a part that understates its size costs no more than an honest one.
 */
async function tallyPart(zip: ZipFile, { entry, name }: Part, tally: WorkbookTally): Promise<string | null> {
  try {
    for await (const chunk of await zip.openReadStreamPromise(entry)) {
      const refusal = tally.feed(chunk as Buffer);
      if (refusal) return refusal;
    }
    return null;
  } catch (error) {
    // yauzl's words for that error; any other means a broken part.
    if (error instanceof Error && error.message.startsWith('too many bytes'))
      return `the part ${name} unpacks to more than the workbook declares, and was refused`;
    throw error;
  }
}

/**
 * Refuses a zip bomb, and a workbook too big to load, before exceljs sees it: first by the sizes the
 * central directory declares (total, parts, compression ratio), then by inflating each part once and
 * counting, since the declared sizes are the sender's word. The counting pass keeps nothing in memory
 * and stops at the declared size; on the way it tallies the sheets' rows and cells and the shared
 * strings (see tallyWorkbookXml) and stops at the first cap passed. yauzl reads the archive by its
 * central directory, as exceljs (JSZip) does, so both see the same parts.
 */
export async function checkWorkbookArchive(file: UploadedFile): Promise<void> {
  const refuse = (code: AppErrorCode, message: string) => new AppError(code, `${file.name}: ${message}`, { details: { file: file.name } });
  const broken = () => refuse('BAD_REQUEST', 'the workbook is broken or truncated and cannot be read');
  const archive = await readParts(file.bytes).catch(() => null);
  if (!archive) throw broken();
  const { zip, parts } = archive;
  const unreadable = parts.find(({ entry }) => !entry.canDecodeFileData());
  if (unreadable) {
    const why = unreadable.entry.isEncrypted() ? 'is encrypted' : `uses compression method ${unreadable.entry.compressionMethod}`;
    throw refuse('BAD_REQUEST', `the workbook cannot be read: ${unreadable.name} ${why}`);
  }
  const declared = findZipBomb(parts);
  if (declared) throw refuse('PAYLOAD_TOO_LARGE', declared);

  const tally = tallyWorkbookXml();
  for (const part of parts) {
    let refusal = tally.startPart(part.name);
    try {
      refusal ??= await tallyPart(zip, part, tally);
    } catch {
      throw broken();
    }
    if (refusal) throw refuse('PAYLOAD_TOO_LARGE', refusal);
  }
}

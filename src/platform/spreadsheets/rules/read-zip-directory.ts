export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; workbooks use nothing else. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's compressed bytes start. */
  dataOffset: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; problem: 'broken' | 'zip64' | 'method'; detail: string };

const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const HAS_DESCRIPTOR = 0x0008;
const ENCRYPTED = 0x0001;

const broken = (detail: string): ZipDirectory => ({ ok: false, problem: 'broken', detail });

function findEnd(view: DataView): number {
  const last = view.byteLength - END_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (view.getUint32(at, true) === END_SIGNATURE) return at;
  }
  return -1;
}

/**
 * The entries of a zip archive (an .xlsx) from its central directory, without unpacking anything,
 * so an upload can be measured before a library inflates it. Besides the directory, every local
 * header must agree with it and the entries must fill the archive end to end: a streaming reader
 * walks the local headers, not the directory, so an archive whose two views differ could hide a
 * part the directory never mentions from one reader or the other. ZIP64 is refused outright: no workbook needs it.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory {
  if (bytes.byteLength < END_SIZE) return broken('too short to be a zip archive');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEnd(view);
  if (end < 0) return broken('no end of central directory');
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR_SIGNATURE) return { ok: false, problem: 'zip64', detail: 'ZIP64 locator' };

  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const entriesHere = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return { ok: false, problem: 'zip64', detail: 'ZIP64 sizes' };
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count) return broken('split over several disks');
  if (directoryOffset + directorySize > end) return broken('the central directory lies outside the archive');

  const decoder = new TextDecoder();
  const entries: (ZipEntry & { headerOffset: number; flags: number })[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_SIZE > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return broken(`central directory entry ${i + 1} is missing`);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const headerOffset = view.getUint32(at + 42, true);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || headerOffset === 0xffffffff)
      return { ok: false, problem: 'zip64', detail: 'ZIP64 entry' };
    const name = decoder.decode(bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength));
    if (flags & ENCRYPTED) return { ok: false, problem: 'method', detail: `${name} is encrypted` };
    if (method !== 0 && method !== 8) return { ok: false, problem: 'method', detail: `${name} uses compression method ${method}` };
    if (method === 0 && compressedSize !== uncompressedSize) return broken(`${name} is stored with two different sizes`);
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset: 0, headerOffset, flags });
    at += CENTRAL_SIZE + nameLength + extraLength + commentLength;
  }
  if (at !== directoryOffset + directorySize) return broken('the central directory has a different size than declared');

  // Local headers: each agrees with the directory, and each entry ends where the next one begins.
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.headerOffset - b.headerOffset)) {
    const offset = entry.headerOffset;
    if (offset !== expected) return broken(`${entry.name} does not start where the entry before it ends`);
    if (offset + LOCAL_SIZE > directoryOffset || view.getUint32(offset, true) !== LOCAL_SIGNATURE) return broken(`${entry.name} has no local header`);
    if (view.getUint16(offset + 8, true) !== entry.method) return broken(`${entry.name} has two different compression methods`);
    const hasDescriptor = (entry.flags & HAS_DESCRIPTOR) !== 0;
    if (!hasDescriptor && (view.getUint32(offset + 18, true) !== entry.compressedSize || view.getUint32(offset + 22, true) !== entry.uncompressedSize)) {
      return broken(`${entry.name} has two different sizes`);
    }
    entry.dataOffset = offset + LOCAL_SIZE + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    expected = entry.dataOffset + entry.compressedSize;
    if (hasDescriptor) {
      if (expected + 4 <= directoryOffset && view.getUint32(expected, true) === DESCRIPTOR_SIGNATURE) expected += 4;
      expected += 12;
    }
    if (expected > directoryOffset) return broken(`${entry.name} runs into the central directory`);
  }
  if (expected !== directoryOffset) return broken('there are bytes between the last entry and the central directory');
  return {
    ok: true,
    entries: entries.map(({ name, method, compressedSize, uncompressedSize, dataOffset }) => ({ name, method, compressedSize, uncompressedSize, dataOffset })),
  };
}

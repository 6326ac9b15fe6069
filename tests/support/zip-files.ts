import { deflateRawSync } from 'node:zlib';

export interface RawZipEntry {
  name: string;
  /** Stored (0) or deflated (8); `data` is the packed bytes as they go into the archive. */
  method: 0 | 8;
  data: Buffer;
  /** The size the archive claims the entry unpacks to; past 4 GB, written in a ZIP64 extra field. */
  declaredSize: number;
}

const ZIP64_SIZE = 0xffffffff;

/** A deflated entry whose declared size is its true size unless `declaredSize` says otherwise. */
export function deflatedEntry(name: string, content: Buffer, declaredSize = content.length): RawZipEntry {
  return { name, method: 8, data: deflateRawSync(content), declaredSize };
}

/**
 * A minimal zip archive built by hand (local headers, central directory, end record), so tests can
 * make the archives no zip library would: lying sizes, bombs. CRCs are left at 0;
 * the guard under test never checks them. `zip64` adds the ZIP64 end records, as some writers do
 * whatever the size.
 */
export function buildZip(entries: RawZipEntry[], options: { zip64?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(Math.min(entry.declaredSize, ZIP64_SIZE), 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);

    const huge = entry.declaredSize >= ZIP64_SIZE;
    const extra = Buffer.alloc(huge ? 12 : 0);
    if (huge) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(entry.declaredSize), 4);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(Math.min(entry.declaredSize, ZIP64_SIZE), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name, extra);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : entries.length, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : entries.length, 10);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : directory.length, 12);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 16);
  if (!options.zip64) return Buffer.concat([...locals, directory, end]);
  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeUInt16LE(45, 12);
  zip64End.writeUInt16LE(45, 14);
  zip64End.writeBigUInt64LE(BigInt(entries.length), 24);
  zip64End.writeBigUInt64LE(BigInt(entries.length), 32);
  zip64End.writeBigUInt64LE(BigInt(directory.length), 40);
  zip64End.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...locals, directory, zip64End, locator, end]);
}

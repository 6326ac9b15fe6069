import { deflateRawSync } from 'node:zlib';

export interface RawZipEntry {
  name: string;
  /** Stored (0) or deflated (8); `data` is the packed bytes as they go into the archive. */
  method: 0 | 8;
  data: Buffer;
  /** The size the archive claims the entry unpacks to. */
  declaredSize: number;
}

/** A deflated entry whose declared size is its true size unless `declaredSize` says otherwise. */
export function deflatedEntry(name: string, content: Buffer, declaredSize = content.length): RawZipEntry {
  return { name, method: 8, data: deflateRawSync(content), declaredSize };
}

/**
 * A minimal zip archive built by hand (local headers, central directory, end record), so tests can
 * make the archives no zip library would: lying sizes, bombs, hidden entries. CRCs are left at 0;
 * the guard under test never checks them.
 */
export function buildZip(entries: RawZipEntry[], options: { gapBeforeDirectory?: Buffer } = {}): Buffer {
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
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const gap = options.gapBeforeDirectory ?? Buffer.alloc(0);
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset + gap.length, 16);
  return Buffer.concat([...locals, gap, directory, end]);
}

import 'server-only';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';

/** Gzip'd lines into a file, with the sha256 of every byte written so far (before compression). */
export function openBackupWriter(file: string) {
  const fd = fs.openSync(file, 'wx', 0o600);
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream('', { fd, autoClose: false });
  gzip.pipe(out);
  // Either stream failing stops both, so a pending write sees the error instead of waiting forever.
  gzip.on('error', (error) => out.destroy(error));
  out.on('error', (error) => gzip.destroy(error));
  const hash = createHash('sha256');
  return {
    async write(value: unknown) {
      const line = Buffer.from(`${JSON.stringify(value)}\n`, 'utf8');
      hash.update(line);
      if (!gzip.write(line)) await once(gzip, 'drain');
    },
    digest: () => hash.copy().digest('hex'),
    async close(end: unknown) {
      gzip.end(Buffer.from(`${JSON.stringify(end)}\n`, 'utf8'));
      await finished(out);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
    },
    abandon() {
      gzip.destroy();
      out.destroy();
      try {
        fs.closeSync(fd);
      } catch {
        // already closed
      }
    },
  };
}

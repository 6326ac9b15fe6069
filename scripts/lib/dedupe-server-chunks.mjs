// Turbopack writes the same server chunk (Next's route runtime and what every route handler shares)
// once per route under a different name: 48 copies of 664 KB in this portal. Node keeps the source and
// compiled code of every copy a route loads, about 1.5 MB each, so a server that has answered every
// route held some 75 MB for one chunk (decision 042). After a build, each copy becomes a one-line file
// that requires the first, so every route gets the same module list from one compiled file. Turbopack's
// runtime installs a chunk's factories only for module ids it has not seen, so a repeated list is a no-op.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;
// A chunk is a flat list of module ids and factories; other files (the runtime itself) are left alone.
const CHUNK = /^module\.exports=\[/;
// Smaller chunks are not worth a file of their own kind: the saving is in the large repeated ones.
const MIN_BYTES = 16 * 1024;

function contentKey(code) {
  return crypto.createHash('sha256').update(code.replace(SOURCE_MAP_COMMENT, '')).digest('hex');
}

/** Replaces repeated server chunks in `distDir`; returns how many files and bytes were folded. */
export function dedupeServerChunks(distDir) {
  const chunksDir = path.join(distDir, 'server', 'chunks');
  const firstByKey = new Map();
  let files = 0;
  let bytes = 0;
  const names = fs.existsSync(chunksDir) ? fs.readdirSync(chunksDir, { recursive: true }) : [];
  for (const name of names
    .map(String)
    .filter((n) => n.endsWith('.js'))
    .sort()) {
    const file = path.join(chunksDir, name);
    const code = fs.readFileSync(file, 'utf8');
    if (code.length < MIN_BYTES || !CHUNK.test(code)) continue;
    // Only within one folder: a relative require in the code must mean the same file for both.
    const key = `${path.dirname(file)}\0${contentKey(code)}`;
    const first = firstByKey.get(key);
    if (!first) {
      firstByKey.set(key, file);
      continue;
    }
    fs.writeFileSync(file, `module.exports = require(${JSON.stringify(`./${path.basename(first)}`)});\n`);
    files += 1;
    bytes += code.length;
  }
  return { files, bytes };
}

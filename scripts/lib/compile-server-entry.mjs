// One TypeScript entry of the server and the sources it imports, bundled by esbuild into one plain
// JavaScript file that Node runs as it is (a worker thread, a child process). The packages are not
// bundled: Node loads them from node_modules, as the server loads its own external packages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Compiles `entry` into `outFile`, written whole or not at all. */
export function compileServerEntry(entry, outFile) {
  // A devDependency, loaded only to build: serving a build never needs it.
  const esbuild = createRequire(import.meta.url)('esbuild');
  const result = esbuild.buildSync({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Next resolves `server-only` under React's server condition to this empty module; so does the compiled file.
    alias: { 'server-only': './node_modules/server-only/empty.js' },
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  // A file a worker or a child may be starting from this moment is replaced, never seen half-written.
  const partial = `${outFile}.${process.pid}.partial`;
  fs.writeFileSync(partial, result.outputFiles[0].contents);
  fs.renameSync(partial, outFile);
}

import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder whose embedded database was created and closed, nothing else (tests/integration/empty-cluster-setup.ts). */
    emptyCluster: string | undefined;
  }
}

/**
 * Gives a new embedded data folder the freshly created, still empty database of the integration
 * run: a copy takes a second where creating one (PGlite's initdb) takes many. Without one (another
 * project, or a single file run without the set-up) openDatabase creates it as before.
 */
export function copyEmptyCluster(dataDir: string): void {
  const template = inject('emptyCluster');
  if (template) fs.cpSync(path.join(template, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
}

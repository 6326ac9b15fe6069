// Entry of the PDF worker thread, started by src/server/bulletins/get-pdf-worker-pool.ts.
//
// A plain file, loaded by Node from disk and never by Next's bundler: the production server's code is
// bundled, but this thread compiles the TypeScript sources at run time with tsx (as the CLI does), so
// it runs the renderer the tests run, whatever the build.
import { register as registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

// Node runs the hooks registered last first: `server-only` is settled before tsx sees the request.
registerTsx({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url)) });
registerHooks('./server-only-hook.mjs', import.meta.url);
registerHooks('./text-layout-hook.mjs', import.meta.url);

// Loads the renderer, React and react-pdf now, before the first job is sent.
const { serveRenderJobs } = await import('./serve-render-jobs.ts');
serveRenderJobs();

import { register as registerHooks } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';
registerTsx({ tsconfig: new URL('./tsconfig.json', import.meta.url).pathname });
registerHooks('./src/server/bulletins/pdf-worker/server-only-hook.mjs', import.meta.url);
await import(process.env.PROF ?? './prof.tmp.ts');

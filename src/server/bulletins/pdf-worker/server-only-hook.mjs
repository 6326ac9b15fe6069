// Module resolve hook of the PDF worker thread (registered by ./entry.mjs).
//
// Every server source begins with `import 'server-only'`, whose default export throws: Next resolves it
// with React's `react-server` condition to an empty module, and the tests alias it (vitest.config.mts).
// The worker cannot set that condition for everything (`execArgv: ['--conditions=react-server']`
// works in a worker on Node 20): it would also load React's server build, which has no hooks, and
// next-intl, which the bulletin's words and dates come from, fails to load. So only `server-only` is
// resolved with it.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] });
}

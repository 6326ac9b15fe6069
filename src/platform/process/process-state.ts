import 'server-only';

// Next bundles each route on its own and may evaluate a module once per bundle, so state kept at a
// module's top level would exist once per route. What must exist once per process (the database, the
// PDF pool, the data generation this process knows of, hooks installed once) is registered here, the
// one place that keeps it on globalThis.
const REGISTRY = Symbol.for('acap.process-state');
type Holder = { [REGISTRY]?: Map<string, unknown> };

/** The process's one `name`, made by `create` on first use. */
export function processState<T>(name: string, create: () => T): T {
  const holder = globalThis as Holder;
  const registry = (holder[REGISTRY] ??= new Map());
  if (!registry.has(name)) registry.set(name, create());
  return registry.get(name) as T;
}

/** Forgets the process's `name`, so the next use makes it again (tests, a closed database). */
export function dropProcessState(name: string): void {
  (globalThis as Holder)[REGISTRY]?.delete(name);
}

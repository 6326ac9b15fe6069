// Types of the module load hook in text-layout-hook.mjs (Node's `load` hook signature, as far as it uses it).
interface Loaded {
  format?: string | null;
  source?: string | ArrayBuffer | ArrayBufferView | null;
  shortCircuit?: boolean;
}

export function load(url: string, context: object, nextLoad: (url: string, context: object) => Promise<Loaded>): Promise<Loaded>;

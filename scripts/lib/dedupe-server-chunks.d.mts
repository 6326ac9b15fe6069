// Types of dedupe-server-chunks.mjs for its tests.
export function dedupeServerChunks(distDir: string): { files: number; bytes: number };

// Types of build-boundary-reader.mjs for the tests that compile the boundary reader as the build does.
export const BOUNDARY_READER_FILE: string;
export function buildBoundaryReader(outFile: string): void;

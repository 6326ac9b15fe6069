import 'server-only';
import { processState } from '@/platform/process/process-state';
import type { UploadedFile } from '@/platform/spreadsheets/load-workbook';
import { createBoundaryReader } from './create-boundary-reader';
import type { BoundaryPlaces, ShapedBoundaries } from './shape-boundaries';

/** `shapeBoundaries` in a child process with its own heap ceiling, through the process's one reader: one upload at a time (decision 083). */
export function shapeBoundariesApart(files: UploadedFile[], region: BoundaryPlaces): Promise<ShapedBoundaries> {
  return processState('boundary-reader', () => createBoundaryReader())(files, region);
}

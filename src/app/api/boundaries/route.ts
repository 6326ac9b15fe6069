import { BOUNDARIES_CONTRACT } from '@/modules/places/rules/boundaries-contract';
import { importBoundaries, MAX_BOUNDARY_FILE_BYTES, MAX_BOUNDARY_UPLOAD_BYTES } from '@/modules/places/server/import-boundaries';
import { shapeBoundariesApart } from '@/modules/places/server/shape-boundaries-apart';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readUploadedFiles } from '@/platform/http/read-uploaded-files';

/** Municipal and provincial boundaries, GeoJSON or TopoJSON, multipart field `files`, read in a process of their own (decision 083). */
export const POST = handleRoute({
  ...BOUNDARIES_CONTRACT.import,
  handler: async ({ db, request, user }) => {
    const files = await readUploadedFiles(request, {
      field: 'files',
      maxFiles: 20,
      maxFileBytes: MAX_BOUNDARY_FILE_BYTES,
      maxTotalBytes: MAX_BOUNDARY_UPLOAD_BYTES,
    });
    const report = await importBoundaries(db, files, { id: user.id }, shapeBoundariesApart);
    return jsonAnswer({ message: 'The boundaries were saved.', ...report }, { status: 201 });
  },
});

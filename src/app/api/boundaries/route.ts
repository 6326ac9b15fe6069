import { importBoundaries, MAX_BOUNDARY_FILE_BYTES, MAX_BOUNDARY_UPLOAD_BYTES } from '@/server/boundaries/import-boundaries';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { readUploadedFiles } from '@/server/http/read-uploaded-files';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

/** Municipal and provincial boundaries, GeoJSON or TopoJSON, multipart field `files`. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'boundaries.manage' },
  handler: async ({ request, user }) => {
    const files = await readUploadedFiles(request, { field: 'files', maxFiles: 20, maxFileBytes: MAX_BOUNDARY_FILE_BYTES, maxTotalBytes: MAX_BOUNDARY_UPLOAD_BYTES });
    const report = await importBoundaries(await getDb(), files, { id: user.id, email: user.email });
    revalidatePublicPages();
    return Response.json({ message: 'The boundaries were saved.', ...report }, { status: 201 });
  },
});

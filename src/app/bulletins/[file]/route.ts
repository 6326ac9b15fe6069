import { REPORTS_CONTRACT } from '@/domain/bulletins/reports-contract';
import { getBulletinPdf } from '@/server/bulletins/get-bulletin-pdf';
import { AppError } from '@/server/errors/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { fileAnswer } from '@/server/http/json-answer';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/**
 * `/bulletins/{id}.pdf`. A saved bulletin never changes, but it can be deleted: the address is not a
 * content hash, so clients keep it a short while and then revalidate by its hash (a cheap 304), and
 * learn of a deletion within minutes instead of a year.
 */
const PDF_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
export const GET = handleRoute({
  ...REPORTS_CONTRACT.pdf,
  handler: async ({ db, request, params }) => {
    const id = FILE.exec(params.file)?.[1];
    const found = id ? await getBulletinPdf(db, id) : null;
    if (!found) throw new AppError('NOT_FOUND', 'There is no such bulletin; it may have been deleted.', { headers: { 'Cache-Control': 'no-store' } });
    const headers = {
      ETag: `"${found.sha256}"`,
      'Cache-Control': PDF_CACHE,
    };
    if (request.headers.get('if-none-match') === headers.ETag) return fileAnswer(null, { status: 304, headers });
    return fileAnswer(new Uint8Array(found.pdf), {
      headers: {
        ...headers,
        'Content-Type': 'application/pdf',
        'Content-Length': String(found.pdf.length),
        'Content-Disposition': `inline; filename="${found.reference}.pdf"`,
      },
    });
  },
});

import { isPublicAddress } from '@/modules/bulletins/rules/bulletin-state';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { getBulletinPdf } from '@/modules/bulletins/server/get-bulletin-pdf';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/**
 * `/bulletins/{id}.pdf`. A published bulletin never changes, but it can be withdrawn or deleted: the address is not a
 * content hash, so clients keep it a short while and then revalidate by its hash (a cheap 304), and
 * learn of a deletion within minutes instead of a year.
 */
const PDF_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
export const GET = handleRoute({
  ...REPORTS_CONTRACT.pdf,
  handler: async ({ db, request, params }) => {
    const id = FILE.exec(params.file)?.[1];
    const found = id ? await getBulletinPdf(db, id) : null;
    // Drafts and bulletins in review are not public: to the public they do not exist yet.
    if (!found || !isPublicAddress(found.state))
      throw new AppError('NOT_FOUND', 'There is no such bulletin; it may have been deleted.', { headers: { 'Cache-Control': 'no-store' } });
    if (found.state === 'withdrawn')
      throw new AppError(
        'GONE',
        `This bulletin was withdrawn on ${formatManilaDateTime(found.withdrawnAt ?? new Date(), 'en')} (Philippine time). Do not follow its advice; see /bulletins/${id} for why.`,
        {
          headers: { 'Cache-Control': 'no-store' },
        },
      );
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

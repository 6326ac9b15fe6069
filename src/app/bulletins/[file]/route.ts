import { isPublicAddress } from '@/modules/bulletins/rules/bulletin-state';
import { bulletinPdfName } from '@/modules/bulletins/rules/bulletin-pdf-name';
import { formatManilaDateTime } from '@/platform/format/manila-time';
import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { getBulletinPdf } from '@/modules/bulletins/server/get-bulletin-pdf';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/;

/**
 * `/bulletins/{id}.pdf`: only a published (or withdrawn) bulletin has one here, and its bytes were fixed
 * when it was approved and never change after (decision 057), so any cache may keep them for a year.
 * A withdrawal changes what the address answers (410, never cached), not the bytes: the bulletin's
 * page, the feeds and the national changes read say it was withdrawn. Drafts and bulletins in review
 * answer 404 here, uncached; their PDFs are the staff's, behind /api/review/{id}/pdf (private, no-store).
 */
const PDF_CACHE = 'public, max-age=31536000, immutable';
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
        // Saved under the name the national portal gives bulletin files (its reports' pdf_name).
        'Content-Disposition': `inline; filename="${bulletinPdfName(found.document)}"`,
      },
    });
  },
});

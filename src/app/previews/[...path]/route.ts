import { parsePreviewAddress } from '@/modules/site/rules/preview-address';
import { SITE_CONTRACT } from '@/modules/site/rules/site-contract';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { getPreviewPng, isFixedPreview } from '@/modules/site/server/previews/get-preview-png';

/**
 * A page's link preview (`og:image`), 1200 × 630 PNG, drawn from the same data as the page. A weather
 * preview names its issuance, so its address changes with the data and may be kept for a year;
 * bulletins may be withdrawn, so theirs are kept for five minutes.
 */
export const GET = handleRoute({
  ...SITE_CONTRACT.preview,
  handler: async ({ db, request, input }) => {
    const address = parsePreviewAddress(new URL(request.url).pathname);
    if (!address) throw new AppError('NOT_FOUND', 'No such preview: the address must mirror a page of the portal.');
    const preview = { ...address, issuance: input.i, state: input.state };
    const png = await getPreviewPng(db, preview);
    if (!png) throw new AppError('NOT_FOUND', 'The page this preview is of does not exist (any more).');
    return fileAnswer(png, {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': isFixedPreview(preview) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

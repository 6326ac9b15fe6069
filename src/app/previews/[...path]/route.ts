import { z } from 'zod';
import { parsePreviewAddress } from '@/domain/site/preview-address';
import { AppError } from '@/server/http/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { getPreviewPng, isFixedPreview } from '@/server/previews/get-preview-png';

const query = z
  .object({
    i: z.uuid('i must be an issuance id').optional(),
    state: z.enum(['ended'], { error: 'state must be ended' }).optional(),
  })
  .strict();

/**
 * A page's link preview (`og:image`), 1200 × 630 PNG, drawn from the same data as the page. A weather
 * preview names its issuance, so its address changes with the data and may be kept for a year;
 * bulletins may be withdrawn, so theirs are kept for five minutes.
 */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: query,
  handler: async ({ request, input }) => {
    const address = parsePreviewAddress(new URL(request.url).pathname);
    if (!address) throw new AppError('NOT_FOUND', 'No such preview: the address must mirror a page of the portal.');
    const preview = { ...address, issuance: input.i, state: input.state };
    const png = await getPreviewPng(preview);
    if (!png) throw new AppError('NOT_FOUND', 'The page this preview is of does not exist (any more).');
    return new Response(png, {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': isFixedPreview(preview) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

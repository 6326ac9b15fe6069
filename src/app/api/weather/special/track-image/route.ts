import { z } from 'zod';
import { handleRoute } from '@/server/http/handle-route';
import { getTrackImage } from '@/server/weather/get-track-image';

const query = z.object({ issuance: z.uuid('issuance must be an issuance id') }).strict();

/** An advisory's track image; an issuance never changes, so the picture may be cached for good. */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: query,
  handler: async ({ input }) => {
    const image = await getTrackImage(input.issuance);
    return new Response(new Uint8Array(image.bytes), {
      headers: { 'Content-Type': image.type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
    });
  },
});

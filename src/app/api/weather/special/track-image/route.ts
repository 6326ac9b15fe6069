import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { getTrackImage } from '@/modules/weather/server/get-track-image';

/** An advisory's track image; an issuance never changes, so the picture may be cached for good. */
export const GET = handleRoute({
  ...WEATHER_CONTRACT.trackImage,
  handler: async ({ db, input }) => {
    const image = await getTrackImage(db, input.issuance);
    return fileAnswer(new Uint8Array(image.bytes), {
      headers: { 'Content-Type': image.type, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
    });
  },
});

import { MAP_POLICY } from '@/platform/request/rules/security-headers';
import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { getOutlookMapSvg } from '@/modules/weather/server/maps/get-outlook-map-svg';

/**
 * A map of one issuance as an SVG document. Everything it shows is in its address (issuance ids never
 * change, boundary imports change `b`, and an outlook's end adds `state=ended`), so browsers and
 * proxies may keep it for a year.
 */
export const GET = handleRoute({
  ...WEATHER_CONTRACT.map,
  handler: async ({ db, input, params }) => {
    const svg = await getOutlookMapSvg(db, { ...params, period: input.period, selected: input.selected, title: input.title });
    return fileAnswer(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
        // next.config.ts sends the same policy; kept here so the route says what it needs.
        'Content-Security-Policy': MAP_POLICY,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

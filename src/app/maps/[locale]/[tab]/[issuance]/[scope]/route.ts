import { z } from 'zod';
import { MAP_POLICY } from '@/domain/site/security-headers';
import { routing } from '@/i18n/routing';
import { WEATHER_TABS } from '@/domain/weather/weather-view';
import { handleRoute } from '@/server/http/handle-route';
import { getOutlookMapSvg } from '@/server/maps/get-outlook-map-svg';

const address = z.object({
  locale: z.enum(routing.locales),
  tab: z.enum(WEATHER_TABS),
  issuance: z.uuid('issuance must be an issuance id'),
  scope: z.union([z.literal('region'), z.string().regex(/^\d{10}$/, 'scope must be region or a PSGC code')]),
});
const query = z
  .object({
    period: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'period must be YYYY-MM or YYYY-MM-DD').optional(),
    selected: z.string().regex(/^\d{10}$/, 'selected must be a PSGC code').optional(),
    title: z.string().max(200).default('Map'),
    // Boundary version: only makes the address change when shapes change.
    b: z.string().max(20).optional(),
    // Set by pages once the outlook has ended: a new address, so a map kept while it was current is
    // fetched again (the map decides its "ended" caption itself, from the issuance).
    state: z.enum(['ended'], { error: 'state must be ended' }).optional(),
  })
  .strict();

/**
 * A map of one issuance as an SVG document. Everything it shows is in its address (issuance ids never
 * change, boundary imports change `b`, and an outlook's end adds `state=ended`), so browsers and
 * proxies may keep it for a year.
 */
export const GET = handleRoute({
  access: { kind: 'public' },
  input: query,
  params: address,
  handler: async ({ input, params }) => {
    const svg = await getOutlookMapSvg({ ...params, period: input.period, selected: input.selected, title: input.title });
    return new Response(svg, {
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

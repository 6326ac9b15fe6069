import { seasonalRegionSchema } from '@/domain/weather/seasonal-input';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { encodeSeasonalIssuance } from '@/server/weather/encode-seasonal-issuance';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

export const POST = handleRoute({
  access: { kind: 'action', action: 'weather.edit' },
  input: seasonalRegionSchema,
  handler: async ({ input, user }) => {
    const result = await encodeSeasonalIssuance(await getDb(), input, { id: user.id, email: user.email });
    revalidatePublicPages();
    return Response.json({ message: 'The seasonal outlook was saved.', ...result }, { status: 201 });
  },
});

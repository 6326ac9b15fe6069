import { provinceAsRegionInput, seasonalProvinceSchema } from '@/domain/weather/seasonal-input';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { encodeSeasonalIssuance } from '@/server/weather/encode-seasonal-issuance';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

/** One province's six months (`{region, province, months}`), upserted into the live seasonal outlook. */
export const POST = handleRoute({
  access: { kind: 'action', action: 'weather.edit' },
  input: seasonalProvinceSchema,
  handler: async ({ input, user }) => {
    const result = await encodeSeasonalIssuance(await getDb(), provinceAsRegionInput(input), { id: user.id, email: user.email }, { mode: 'encode' }, { asProvinceCall: true });
    revalidatePublicPages();
    return Response.json({ message: 'The seasonal outlook was saved.', ...result }, { status: 201 });
  },
});

import { z } from 'zod';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { deleteIssuance } from '@/server/weather/delete-issuance';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';

const issuanceParams = z.object({ id: z.uuid('the issuance id is not valid') });

/** Deletes an issuance (superadmins only); the pages then show the one before it. */
export const DELETE = handleRoute({
  access: { kind: 'action', action: 'issuance.delete' },
  params: issuanceParams,
  handler: async ({ params: { id }, user }) => {
    await deleteIssuance(await getDb(), id, { id: user.id, email: user.email });
    revalidatePublicPages();
    return Response.json({ message: 'The issuance was deleted.', id });
  },
});

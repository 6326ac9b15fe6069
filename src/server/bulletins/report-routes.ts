import 'server-only';
import type { z } from 'zod';
import type { BulletinType } from '@/domain/bulletins/bulletin-document';
import { deleteReportSchema } from '@/domain/bulletins/bulletin-request';
import { getDb } from '@/server/db/get-db';
import { handleRoute } from '@/server/http/handle-route';
import { revalidatePublicPages } from '@/server/site/revalidate-public-pages';
import type { BulletinRequest } from './compose-bulletin';
import { createBulletin } from './create-bulletin';
import { deleteBulletin } from './delete-bulletin';
import { previewBulletin } from './preview-bulletin';

const SUCCESS: Record<BulletinType, string> = {
  seasonal: 'The seasonal bulletin was saved.',
  ten_day: 'The 10-day bulletin was saved.',
  special_weather: 'The special weather bulletin was saved.',
};

/**
 * `POST` (preview answers the PDF and stores nothing; create stores and answers the report) and
 * `DELETE {docId}` of `/api/reports/{type}/crops`, the calls existing clients make (spec §7). A bulletin
 * from an outlook that has ended is 409 unless the request says `allowExpired: true`; one with no advice
 * at all is 422. The spec's only delete is `DELETE /reports/seasonal/crops`, which the original dashboard
 * uses for every report, so each of the three paths deletes a bulletin of any type.
 */
export function reportRoutes<S extends z.ZodType>(type: BulletinType, schema: S) {
  return {
    POST: handleRoute({
      access: { kind: 'action', action: 'bulletin.create' },
      input: schema,
      handler: async ({ input, user }) => {
        const fields = input as z.output<S> & { operation: 'create' | 'preview' };
        // The schema was chosen by the type, so the fields are that type's request.
        const request = { type, fields } as unknown as BulletinRequest;
        const db = await getDb();
        if (fields.operation === 'preview') {
          const pdf = await previewBulletin(db, request);
          return new Response(new Uint8Array(pdf), {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="preview.pdf"', 'Cache-Control': 'no-store' },
          });
        }
        const { report, created } = await createBulletin(db, request, { id: user.id, email: user.email });
        if (created) revalidatePublicPages();
        return Response.json({ ...report, message: created ? SUCCESS[type] : 'This bulletin was already saved.' }, { status: created ? 201 : 200 });
      },
    }),
    // The route lets in whoever may delete a bulletin of their own; deleteBulletin asks again with the bulletin's owner.
    DELETE: handleRoute({
      access: { kind: 'action', action: 'bulletin.delete' },
      input: deleteReportSchema,
      handler: async ({ input, user }) => {
        await deleteBulletin(await getDb(), input.docId, user);
        revalidatePublicPages();
        return { message: 'The bulletin was deleted.', docId: input.docId };
      },
    }),
  };
}

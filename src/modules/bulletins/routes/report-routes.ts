import 'server-only';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { ReportCalls } from '@/modules/bulletins/rules/reports-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer, jsonAnswer } from '@/platform/http/json-answer';
import type { BulletinRequest } from '@/modules/bulletins/server/compose-bulletin';
import { createBulletin } from '@/modules/bulletins/server/create-bulletin';
import { deleteBulletin } from '@/modules/bulletins/server/delete-bulletin';
import { previewBulletin } from '@/modules/bulletins/server/preview-bulletin';

const SUCCESS: Record<BulletinType, string> = {
  seasonal: 'The seasonal bulletin was saved as a draft: send it to review to publish it.',
  ten_day: 'The 10-day bulletin was saved as a draft: send it to review to publish it.',
  special_weather: 'The special weather bulletin was saved as a draft: send it to review to publish it.',
};

/**
 * `POST` (preview answers the PDF and stores nothing; create stores and answers the report) and
 * `DELETE {docId}` of `/api/reports/{type}/crops`, the calls existing clients make (spec §7). A bulletin
 * from an outlook that has ended is 409 unless the request says `allowExpired: true`; one with no advice
 * at all is 422. The spec's only delete is `DELETE /reports/seasonal/crops`, which the original dashboard
 * uses for every report, so each of the three paths deletes a bulletin of any type.
 */
export function reportRoutes(type: BulletinType, calls: ReportCalls) {
  return {
    POST: handleRoute({
      ...calls.create,
      handler: async ({ db, input, user }) => {
        const fields = input as { operation: 'create' | 'preview' };
        // The schema was chosen by the type, so the fields are that type's request.
        const request = { type, fields } as unknown as BulletinRequest;
        if (fields.operation === 'preview') {
          const pdf = await previewBulletin(db, request);
          return fileAnswer(new Uint8Array(pdf), {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="preview.pdf"', 'Cache-Control': 'no-store' },
          });
        }
        // A saved bulletin is a draft, in no public page, list, feed or API answer until approved
        // (decision 037), so the public pages and their caches stay as they are.
        const { report, created } = await createBulletin(db, request, { id: user.id, email: user.email, name: user.name });
        return jsonAnswer({ ...report, message: created ? SUCCESS[type] : 'This bulletin was already saved.' }, { status: created ? 201 : 200 });
      },
    }),
    // The route lets in whoever may delete a bulletin of their own; deleteBulletin asks again with the bulletin's owner.
    DELETE: handleRoute({
      ...calls.remove,
      handler: async ({ db, input, user }) => {
        await deleteBulletin(db, input.docId, user);
        return { message: 'The bulletin was deleted.', docId: input.docId };
      },
    }),
  };
}

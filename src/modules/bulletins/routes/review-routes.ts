import 'server-only';
import { REVIEW_CONTRACT } from '@/modules/bulletins/rules/review-contract';
import { getBulletinPdf } from '@/modules/bulletins/server/get-bulletin-pdf';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { fileAnswer } from '@/platform/http/json-answer';
import { approveBulletins } from '@/modules/bulletins/server/review/approve-bulletins';
import { listReviewQueue } from '@/modules/bulletins/server/review/list-review-queue';
import { listSignalChanges } from '@/modules/bulletins/server/review/list-signal-changes';
import { remakeBulletins } from '@/modules/bulletins/server/review/remake-bulletins';
import { returnToDraft } from '@/modules/bulletins/server/review/return-to-draft';
import { submitForReview } from '@/modules/bulletins/server/review/submit-for-review';
import { withdrawBulletin } from '@/modules/bulletins/server/review/withdraw-bulletin';

const count = (n: number) => (n === 1 ? '1 bulletin' : `${n} bulletins`);

/** Draft → review → published (→ withdrawn): the steps of decision 037, each audited by its service. */
export const REVIEW_ROUTES = {
  signalChanges: handleRoute({ ...REVIEW_CONTRACT.signalChanges, handler: async ({ db }) => ({ changes: await listSignalChanges(db) }) }),
  remake: handleRoute({
    ...REVIEW_CONTRACT.remake,
    handler: async ({ db, input, user }) => {
      const remade = await remakeBulletins(db, input.ids, user);
      const failed = remade.failed.length
        ? ` ${remade.failed.length} could not be made: ${remade.failed.map((f) => `${f.reference}: ${f.message}`).join(' ')}`
        : '';
      return { ...remade, message: `${count(remade.count)} made again from the advisory in force and sent to review as one batch.${failed}` };
    },
  }),
  queue: handleRoute({ ...REVIEW_CONTRACT.queue, handler: ({ db, user }) => listReviewQueue(db, user) }),
  submit: handleRoute({
    ...REVIEW_CONTRACT.submit,
    handler: async ({ db, input, user }) => {
      const sent = await submitForReview(db, input.ids, user);
      return { ...sent, message: `${count(sent.count)} sent to review as one batch.` };
    },
  }),
  approve: handleRoute({
    ...REVIEW_CONTRACT.approve,
    handler: async ({ db, input, user }) => {
      const approved = await approveBulletins(db, input.ids, input.acknowledged, user);
      // Published bulletins join the archive, the feeds, the open API and their places' pages.
      // A superadmin may approve their own bulletins, but is told so: no second pair of eyes read them.
      const own = approved.ownCount
        ? ` You prepared ${approved.ownCount === approved.count ? (approved.count === 1 ? 'it' : 'all of them') : approved.ownCount} yourself: no one else reviewed ${approved.ownCount === 1 ? 'it' : 'them'}, and ${approved.ownCount === 1 ? 'it says' : 'they say'} "Prepared and approved by" you.`
        : '';
      return { count: approved.count, publishedAt: approved.publishedAt.toISOString(), message: `${count(approved.count)} approved and published.${own}` };
    },
  }),
  sendBack: handleRoute({
    ...REVIEW_CONTRACT.sendBack,
    handler: async ({ db, input, user }) => {
      const returned = await returnToDraft(db, input.ids, input.comment, user);
      return { ...returned, message: `${count(returned.count)} sent back to draft with your comment.` };
    },
  }),
  withdraw: handleRoute({
    ...REVIEW_CONTRACT.withdraw,
    handler: async ({ db, input, params, user }) => {
      const { withdrawnAt } = await withdrawBulletin(db, params.id, input.reason, user);
      return { withdrawnAt: withdrawnAt.toISOString(), message: 'The bulletin was withdrawn; its address now says so.' };
    },
  }),
  pdf: handleRoute({
    ...REVIEW_CONTRACT.pdf,
    handler: async ({ db, params }) => {
      const found = await getBulletinPdf(db, params.id);
      if (!found) throw new AppError('NOT_FOUND', 'There is no such bulletin; it may have been deleted.');
      return fileAnswer(new Uint8Array(found.pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${found.reference}${found.state === 'published' ? '' : `-${found.state}`}.pdf"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  }),
};

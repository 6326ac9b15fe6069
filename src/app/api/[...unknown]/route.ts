import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';

/** An /api address no route knows: a JSON error like every other API answer, not the HTML 404 page; logged like every API request. */
const unknownAddress = handleRoute({
  access: { kind: 'public' },
  handler: async ({ request }) => {
    throw new AppError('NOT_FOUND', `No API at ${new URL(request.url).pathname}. The calls are listed in /api/openapi.json and the README.`);
  },
});

export const GET = unknownAddress;
export const POST = unknownAddress;
export const PUT = unknownAddress;
export const PATCH = unknownAddress;
export const DELETE = unknownAddress;

import { AppError } from '@/server/http/app-error';
import { toErrorResponse } from '@/server/http/to-error-response';
import { withRequestLog } from '@/server/log/with-request-log';

/** An /api address no route knows: a JSON error like every other API answer, not the HTML 404 page; logged like every API request. */
function unknownAddress(request: Request): Promise<Response> {
  return withRequestLog(request, async () =>
    toErrorResponse(new AppError('NOT_FOUND', `No API at ${new URL(request.url).pathname}. The calls are listed in /api/openapi.json and the README.`)),
  );
}

export const GET = unknownAddress;
export const POST = unknownAddress;
export const PUT = unknownAddress;
export const PATCH = unknownAddress;
export const DELETE = unknownAddress;

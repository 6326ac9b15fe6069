import 'server-only';
import { ZodError } from 'zod';
import { describeClientDisconnect } from '@/platform/log/rules/describe-client-disconnect';
import { logger } from '@/platform/log/logger';
import { AppError } from '@/platform/errors/app-error';

export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

function describeZodError(error: ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** The one place where errors become HTTP answers; unknown errors never leak their text or stack. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ZodError) {
    return Response.json({ error: { code: 'BAD_REQUEST', message: describeZodError(error) } } satisfies ErrorBody, { status: 400 });
  }
  if (error instanceof AppError) {
    return Response.json({ error: { code: error.code, message: error.message, details: error.details } } satisfies ErrorBody, {
      status: error.status,
      headers: error.headers,
    });
  }
  const disconnected = describeClientDisconnect(error);
  if (disconnected) {
    // The client left before its request was read (a closed tab, a lost network, an upload given
    // up): not the server's failure, and nobody reads the answer. 499 is nginx's "client closed
    // request", so the request line says what happened instead of counting a 500.
    logger.info({ reason: disconnected }, 'client disconnected');
    return new Response(null, { status: 499 });
  }
  // Inside a request the line carries its request id (see with-request-log.ts).
  logger.error({ err: error }, 'unexpected error');
  return Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong on the server. Please try again later.' } } satisfies ErrorBody, {
    status: 500,
  });
}

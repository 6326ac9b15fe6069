import type { z } from 'zod';
import type { Access } from '@/modules/staff/rules/access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A media type an answer comes in, and what it holds then. */
export interface Produced {
  type: string;
  description: string;
}

/** An error answer a call gives besides the ones every call may (400, 401, 403, 404): its status, when, and the message. */
export interface Failure {
  status: 409 | 410 | 413 | 422 | 429 | 503;
  description: string;
  example?: { code: string; message: string };
}

/**
 * One call of the portal's own API, as its feature's contract declares it: the route spreads it into
 * `handleRoute` (access and the schemas) and the staff OpenAPI document is generated from it (the rest),
 * so the two cannot drift.
 */
export interface ApiOperation {
  method: HttpMethod;
  /** The address as OpenAPI writes it: `/api/users/{id}`; the route file's folders name the same segments. */
  path: string;
  summary: string;
  /** What the summary leaves out (what the answer holds, how to read it), for the documents. */
  description?: string;
  /** The OpenAPI tag: the feature. */
  tag: string;
  access: Access;
  /** The query (GET) or the JSON body (the others). */
  input?: z.ZodType;
  /** A JSON body the handler parses itself, because the route also takes an upload (`upload`) in its place. */
  jsonBody?: z.ZodType;
  /** The address's dynamic segments. */
  params?: z.ZodObject;
  /** The JSON answer; absent for answers that are not JSON (files, redirects). */
  output?: z.ZodType;
  /** The success status when it is not 200 (201 for what is created, 303 for a redirect). */
  status?: 201 | 303;
  /** How the body comes when it is not JSON (uploads). */
  upload?: { field: string; description: string; type?: 'multipart/form-data' | 'application/x-www-form-urlencoded' };
  /** What a non-JSON answer is: each media type the call may answer in (a CSV, or an .xlsx when asked). */
  produces?: Produced | readonly Produced[];
  /** When the call answers 404, and the message it gives, for the documents. */
  notFound?: { description: string; example?: string };
  /** The other errors the call answers, so the documents describe every status it gives. */
  failures?: readonly Failure[];
  /**
   * Also in the public document (`/api/openapi.json`), under this operationId: outside apps call it
   * by that name, so it stays when the contract's keys change.
   */
  publicId?: string;
}

/** Keeps the literal types of an operation (its access and schemas) for `handleRoute` to infer from. */
export const operation = <const T extends ApiOperation>(spec: T): T => spec;

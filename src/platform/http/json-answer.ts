import 'server-only';

declare const jsonBody: unique symbol;
declare const notJson: unique symbol;

/**
 * A JSON Response that remembers its body's type, so a route that needs a status or headers (201,
 * no-store, an ETag) is still checked against its `output` schema. Only `jsonAnswer` and the ETag
 * helpers make one.
 */
export type JsonAnswer<T> = Response & { readonly [jsonBody]: T };

/** An answer that is not JSON (a file, a CSV, a picture, a redirect): a route says so by building it with `fileAnswer`. */
export type FileAnswer = Response & { readonly [notJson]: true };

export function jsonAnswer<T>(body: T, init?: ResponseInit): JsonAnswer<T> {
  return Response.json(body, init) as JsonAnswer<T>;
}

/** Marks a JSON Response built elsewhere (an ETag answer, maybe a 304) as carrying `T`. */
export const asJsonAnswer = <T>(response: Response): JsonAnswer<T> => response as JsonAnswer<T>;

export function fileAnswer(body: BodyInit | null, init: ResponseInit): FileAnswer {
  return new Response(body, init) as FileAnswer;
}

/** A 303 to another page: what the forms that work without script get. */
export const seeOther = (location: string): FileAnswer => fileAnswer(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

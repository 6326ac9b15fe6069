type JsonObject = Record<string, unknown>;
interface Response {
  description: string;
  headers?: JsonObject;
  $ref?: string;
}
interface GetOperation {
  operationId: string;
  summary: string;
  responses: Record<string, Response>;
}

/**
 * HEAD of a GET, as the server answers it: the GET's status and headers without the body (Next runs a
 * route's GET for HEAD and drops what it wrote). Each response is the GET's, its content left out; a
 * shared response (`$ref`) is read from `shared` so its description and headers come along.
 */
function headOf(get: GetOperation, shared: Record<string, Response>) {
  return {
    ...get,
    operationId: `${get.operationId}Head`,
    summary: `${get.summary}: its status and headers alone`,
    responses: Object.fromEntries(
      Object.entries(get.responses).map(([status, response]) => {
        const found = response.$ref ? shared[response.$ref.split('/').at(-1)!]! : response;
        return [status, { description: found.description, ...(found.headers ? { headers: found.headers } : {}) }];
      }),
    ),
  };
}

/** The path items with a HEAD beside each GET, so the document describes every method the API promises. */
export function withHead<P extends Record<string, Record<string, unknown>>>(paths: P, shared: Record<string, Response>): P {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [path, item.get ? { ...item, head: headOf(item.get as GetOperation, shared) } : item]),
  ) as P;
}

'use client';

import type { ApiOperation } from '@/platform/contracts/api-operation';
import { operationUrl, refusalOf, type Answer, type RequestBody } from '@/platform/contracts/check-request';
import { useApiSubmit } from './use-api-submit';

type Params = Readonly<Record<string, string | number>>;

/**
 * Sends a form's body to one operation of a contract: checked first by the operation's own request
 * schema (the contract's messages on the fields), then sent to its address with its method. When the
 * server refuses it, its message is the one shown and the field messages go.
 */
export function useOperation<O extends ApiOperation>(op: O, successMessage: string, labels?: Readonly<Record<string, string>>) {
  const { state, submit, refuse } = useApiSubmit<Answer<O>>(successMessage);

  function check(body: RequestBody<O>): boolean {
    const refusal = refusalOf(op, body, labels);
    if (refusal) refuse(refusal);
    return !refusal;
  }

  async function send(body: RequestBody<O>, params?: Params): Promise<Answer<O> | null> {
    if (!check(body)) return null;
    return submit(operationUrl(op, params), { method: op.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  /** The multipart form of an operation that also takes a file: `body` is its JSON part, checked the same way. */
  async function upload(body: RequestBody<O>, form: FormData, params?: Params): Promise<Answer<O> | null> {
    if (!check(body)) return null;
    return submit(operationUrl(op, params), { method: op.method, body: form });
  }

  /** The contract's message for one field, while the last attempt was refused by the form's check. */
  const fieldError = (path: string): string | undefined => (state.status === 'failed' ? state.failure.fields?.[path] : undefined);

  return { state, send, upload, fieldError };
}

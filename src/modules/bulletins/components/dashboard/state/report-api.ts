import type { z } from 'zod';
import type { BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { REPORTS_CONTRACT, type reportSchema, type savedReportSchema } from '@/modules/bulletins/rules/reports-contract';
import type { ApiOperation } from '@/platform/contracts/api-operation';
import { refusalOf, type RequestBody } from '@/platform/contracts/check-request';

/** A bulletin as `GET /api/reports` lists it, or as creating one answers it (with its message). */
export type ReportSummary = z.output<typeof reportSchema> & Partial<Pick<z.output<typeof savedReportSchema>, 'message'>>;

/** The call that previews or makes (and, by its path, deletes) a bulletin of each type. */
export const BULLETIN_CALLS = {
  seasonal: REPORTS_CONTRACT.seasonal.create,
  ten_day: REPORTS_CONTRACT.tenday.create,
  special_weather: REPORTS_CONTRACT.special.create,
} satisfies Record<BulletinType, ApiOperation>;

/** A bulletin request as the route's own schema takes it. */
export type BulletinRequest = RequestBody<(typeof BULLETIN_CALLS)[BulletinType]>;
type WithoutOperation<T> = T extends unknown ? Omit<T, 'operation'> : never;
/** What the forms choose; each call adds its `operation` (preview or create). */
export type BulletinFields = WithoutOperation<BulletinRequest>;

const FIELD_LABELS = { province: 'Province', municipality: 'City or municipality', crop: 'Crop', month: 'Month', signal: 'Wind signal', language: 'Language' };

export class ReportCallError extends Error {
  constructor(
    message: string,
    readonly reason: string | undefined,
  ) {
    super(message);
  }
}

/**
 * A call to the report endpoints. Failures follow spec §8: the ten-day and special calls report the
 * server's error body, the seasonal call the error message.
 */
export async function callReports(type: BulletinType | null, init: { method: string; body?: unknown; query?: string }): Promise<unknown> {
  const url = type ? BULLETIN_CALLS[type].path : `/api/reports${init.query ?? ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ReportCallError('The portal could not be reached.', 'Check the connection and try again.');
  }
  const text = await response.text();
  const body = text ? (JSON.parse(text) as { error?: { message?: string } }) : {};
  if (!response.ok) {
    const message = body.error?.message ?? `The server answered ${response.status}.`;
    throw new ReportCallError(type === 'seasonal' ? message : 'The bulletin could not be processed:', type === 'seasonal' ? undefined : message);
  }
  return body;
}

/**
 * What the route's own check (its type's request schema) would refuse in a bulletin request, named by
 * the form's fields, so a form the route would refuse is refused at once; null when nothing is.
 */
export function bulletinProblem(type: BulletinType, body: BulletinRequest): string | null {
  const refusal = refusalOf(BULLETIN_CALLS[type], body, FIELD_LABELS);
  return refusal && [refusal.message, ...refusal.problems].join(' ');
}

/** The body, once the check lets it go; the server still checks it and stays the judge. */
export function checkedBulletin<B extends BulletinRequest>(type: BulletinType, body: B): B {
  const problem = bulletinProblem(type, body);
  if (problem) throw new ReportCallError(problem, undefined);
  return body;
}

/** Previews or makes a bulletin at its type's own address, once `checkedBulletin` lets it go. */
export function postBulletin(type: BulletinType, body: BulletinRequest): Promise<Response> {
  const call = BULLETIN_CALLS[type];
  return fetch(call.path, { method: call.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(checkedBulletin(type, body)) });
}

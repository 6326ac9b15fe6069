import 'server-only';
import { outcomeOfRefusal, uploadOutcomeQuery, type UploadOutcome } from '@/modules/weather/rules/upload-outcome';
import type { OutlookUploadFields } from '@/modules/weather/rules/weather-writes-contract';
import { AppError } from '@/platform/errors/app-error';
import { jsonAnswer, seeOther, type FileAnswer, type JsonAnswer } from '@/platform/http/json-answer';

/** The staff pages whose forms post outlook uploads. */
export type OutlookUploadPage = '/admin/weather/seasonal' | '/admin/weather/ten-day';

/**
 * The answer of an outlook upload: its JSON (201), or, for the staff form posted without script
 * (`answer=page`), a 303 to the form's page naming the outcome (decision 086). Refusals there are
 * outcomes too, so the page shows them; any other error is answered as usual.
 */
export async function answerOutlookUpload<T extends { issuanceId: string | null }>(
  fields: OutlookUploadFields,
  page: OutlookUploadPage,
  upload: () => Promise<T>,
): Promise<JsonAnswer<T> | FileAnswer> {
  if (fields.answer === 'json') return jsonAnswer(await upload(), { status: 201 });
  let outcome: UploadOutcome;
  try {
    outcome = { kind: 'saved', issuance: (await upload()).issuanceId! };
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'BAD_REQUEST' && error.code !== 'CONFLICT')) throw error;
    outcome = outcomeOfRefusal(error);
  }
  return seeOther(`${page}?${uploadOutcomeQuery(outcome)}`);
}

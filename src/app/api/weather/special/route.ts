import { WEATHER_CONTRACT } from '@/modules/weather/rules/weather-contract';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { AppError } from '@/platform/errors/app-error';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { jsonWithEtag } from '@/platform/http/json-with-etag';
import { readFormData } from '@/platform/http/read-form-data';
import { readJsonBody } from '@/platform/http/read-json-body';
import { saveCycloneAdvisory } from '@/modules/weather/advisories/save-cyclone-advisory';
import { getRequestBaseUrl } from '@/platform/request/get-base-url';
import { getSpecialOutlook } from '@/modules/weather/server/get-special-outlook';

export const GET = handleRoute({
  ...WEATHER_CONTRACT.special,
  handler: async ({ db, request, input }) => jsonWithEtag(request, await getSpecialOutlook(db, input)),
});

async function readAdvisory(request: Request) {
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    return { input: WEATHER_WRITES_CONTRACT.special.jsonBody.parse(await readJsonBody(request)), image: null };
  }
  const form = await readFormData(request, 3 * 1024 * 1024, {
    tooLarge: 'The advisory with its track image is larger than 3 MB and was refused.',
    notAForm: 'Send the advisory as JSON, or as multipart/form-data with the fields "advisory" and "trackimage".',
  });
  const advisory = form.get('advisory');
  if (typeof advisory !== 'string') throw new AppError('BAD_REQUEST', 'The field "advisory" (the advisory as JSON) is missing.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(advisory);
  } catch {
    throw new AppError('BAD_REQUEST', 'The field "advisory" is not valid JSON.');
  }
  const file = form.get('trackimage');
  const image = file && typeof file === 'object' && file.size > 0 ? { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) } : null;
  return { input: WEATHER_WRITES_CONTRACT.special.jsonBody.parse(parsed), image };
}

/** A cyclone advisory with its signals (JSON), or with a track image (multipart: `advisory` JSON + `trackimage`). */
export const POST = handleRoute({
  ...WEATHER_WRITES_CONTRACT.special,
  handler: async ({ db, request, user }) => {
    const { input, image } = await readAdvisory(request);
    const {
      capMessage: _sent,
      archived,
      ...result
    } = await saveCycloneAdvisory(db, getRequestBaseUrl(request), input, image, { id: user.id, email: user.email });
    return jsonAnswer({ message: archived ?? 'The special weather advisory was saved.', ...result, live: archived === null }, { status: 201 });
  },
});

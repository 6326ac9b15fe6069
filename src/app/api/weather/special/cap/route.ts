import { MAX_CAP_BYTES } from '@/modules/exchange/rules/feeds/read-cap-alert';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import { jsonAnswer } from '@/platform/http/json-answer';
import { readJsonBody } from '@/platform/http/read-json-body';
import { readUploadedFiles } from '@/platform/http/read-uploaded-files';
import { fetchCapAlert } from '@/modules/weather/server/fetch-cap-alert';
import { importCapAlert } from '@/modules/weather/server/import-cap-alert';

const contract = WEATHER_WRITES_CONTRACT.specialFromCap;

/** The alert's bytes: the uploaded file (multipart `alert`), or fetched from the `url` of a JSON body. */
async function readAlert(request: Request): Promise<Uint8Array> {
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    const { url } = contract.jsonBody.parse(await readJsonBody(request));
    return fetchCapAlert(url);
  }
  const [file] = await readUploadedFiles(request, { field: 'alert', maxFiles: 1, maxFileBytes: MAX_CAP_BYTES });
  return file!.bytes;
}

/** A CAP 1.2 alert read into the cyclone form's values; nothing is stored until staff save the form. */
export const POST = handleRoute({
  ...contract,
  handler: async ({ db, request }) => jsonAnswer(await importCapAlert(db, { bytes: await readAlert(request) })),
});

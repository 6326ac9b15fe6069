import { noQuerySchema } from '@/modules/exchange/rules/openapi/open-api-queries';
import { buildOpenApiDocument } from '@/modules/exchange/rules/openapi/openapi-document';
import { answerOpenPreflight } from '@/platform/http/answer-open-preflight';
import { handleOpenRoute } from '@/platform/api-route/handle-open-route';
import packageJson from '../../../../package.json';

// Built once per process: it changes only with the code.
const DOCUMENT = buildOpenApiDocument(packageJson.version);

export const GET = handleOpenRoute({ query: noQuerySchema }, async () => DOCUMENT);
export const OPTIONS = answerOpenPreflight;

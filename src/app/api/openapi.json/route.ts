import { noQuerySchema } from '@/domain/openapi/open-api-queries';
import { buildOpenApiDocument } from '@/domain/openapi/openapi-document';
import { answerOpenPreflight } from '@/server/http/answer-open-preflight';
import { handleOpenRoute } from '@/server/http/handle-open-route';
import packageJson from '../../../../package.json';

// Built once per process: it changes only with the code.
const DOCUMENT = buildOpenApiDocument(packageJson.version);

export const GET = handleOpenRoute({ query: noQuerySchema }, async () => DOCUMENT);
export const OPTIONS = answerOpenPreflight;

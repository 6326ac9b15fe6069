import { buildStaffOpenApiDocument } from '@/modules/exchange/rules/openapi/staff-document';
import { SITE_CONTRACT } from '@/modules/site/rules/site-contract';
import { handleRoute } from '@/platform/api-route/handle-route';
import packageJson from '../../../../package.json';

// Built once per process: it changes only with the code.
const DOCUMENT = buildStaffOpenApiDocument(packageJson.version);

/** Staff only: the portal's own calls are not a published API, and change with it (decision 033). */
export const GET = handleRoute({
  ...SITE_CONTRACT.staffDocument,
  handler: async () => DOCUMENT,
});

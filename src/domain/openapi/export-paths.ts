/** OpenAPI 3.1 path items of the national-exchange exports (`/api/export/…`), merged into /api/openapi.json. */
export const exportPaths: Record<string, unknown> = {};

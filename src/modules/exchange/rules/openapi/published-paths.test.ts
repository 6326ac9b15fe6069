import { describe, expect, it } from 'vitest';
import { EXPORTS } from '@/modules/exchange/rules/export-catalogue';
import { API_OPERATIONS } from './api-operations';
import { publishedPaths } from './published-paths';

type Operation = {
  get: {
    operationId: string;
    tags: string[];
    description: string;
    parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
    responses: Record<string, unknown>;
  };
};
const published = publishedPaths() as Record<string, Operation>;
const paths = Object.fromEntries(Object.entries(published).filter(([path]) => path.startsWith('/api/export')));

describe('the export paths of the OpenAPI document', () => {
  it('documents the index and every export of the catalogue, each with its mapping notes', () => {
    expect(Object.keys(paths)).toEqual(['/api/export', ...EXPORTS.map((entry) => entry.path)]);
    for (const entry of EXPORTS) {
      const { get } = paths[entry.path]!;
      expect(get.tags).toEqual(['Exports']);
      // The changes read holds no collection of its own: it points at the others' documents.
      expect(get.description).toContain(entry.collections[0] ?? 'cursor');
      expect(get.description).toMatch(/\n- /);
    }
    expect(new Set(Object.values(paths).map((item) => item.get.operationId)).size).toBe(EXPORTS.length + 1);
  });

  it('takes its query parameters from the routes’ schemas', () => {
    const names = (path: string) => paths[path]!.get.parameters.map((parameter) => parameter.name);
    expect(names('/api/export')).toEqual([]);
    expect(names('/api/export/v1/weather/ten-day')).toEqual(['issuance', 'download']);
    expect(names('/api/export/v1/calendars')).toEqual(['mode', 'crop', 'province', 'municipality', 'format', 'download']);
    const format = paths['/api/export/v1/calendars']!.get.parameters.find((parameter) => parameter.name === 'format')!;
    expect(format).toMatchObject({ in: 'query', required: false, schema: { enum: ['json', 'csv'], default: 'json' } });
    const download = paths['/api/export/v1/provinces']!.get.parameters[0]!;
    expect((download.schema.enum as string[]).sort()).toEqual(['0', '1', 'false', 'true']);
    expect(paths['/api/export/v1/recommendations']!.get.parameters.map((parameter) => Boolean((parameter as { description?: string }).description))).toEqual([
      true,
      true,
    ]);
  });

  it('answers 200, 304 and 400, and 404 where there may be nothing to export; CSV only for calendars', () => {
    const codes = (path: string) => Object.keys(paths[path]!.get.responses).sort();
    expect(codes('/api/export')).toEqual(['200', '304', '400']);
    expect(codes('/api/export/v1/provinces')).toEqual(['200', '304', '400']);
    expect(codes('/api/export/v1/villages')).toEqual(['200', '304', '400']);
    for (const path of ['/api/export/v1/weather/seasonal', '/api/export/v1/weather/ten-day', '/api/export/v1/calendars', '/api/export/v1/recommendations']) {
      expect(codes(path)).toEqual(['200', '304', '400', '404']);
    }
    const content = (path: string) => Object.keys((paths[path]!.get.responses[200] as { content: Record<string, unknown> }).content);
    expect(content('/api/export/v1/calendars')).toEqual(['application/json', 'text/csv']);
    expect(content('/api/export/v1/recommendations')).toEqual(['application/json']);
  });
});

describe('the portal reads of the OpenAPI document', () => {
  it('lists every operation a contract publishes under its publicId, with the 404 it declares', () => {
    const publishedOps = API_OPERATIONS.filter((operation) => operation.publicId);
    expect(publishedOps.map((operation) => published[operation.path]!.get.operationId)).toEqual(publishedOps.map((operation) => operation.publicId));
    expect(Object.keys(published)).toHaveLength(publishedOps.length);
    const villages = published['/api/constants/villages']!.get;
    expect(villages.tags).toEqual(['Portal reads']);
    expect(villages.description).toContain('Philippine Standard Geographic Code');
    expect(Object.keys(villages.responses).sort()).toEqual(['200', '304', '404']);
    expect(Object.keys(published['/api/weather/tenday']!.get.responses).sort()).toEqual(['200', '304', '400', '404']);
  });

  it('takes path parameters and answer schemas from the contracts', () => {
    expect(published['/api/crops/{crop}/stages']!.get.parameters).toEqual([
      { name: 'crop', in: 'path', required: true, description: 'A crop key or name.', schema: { type: 'string' }, example: 'rice' },
    ]);
    const answer = published['/api/crops']!.get.responses[200] as {
      content: { 'application/json': { schema: { type: string; items: { required: string[] } } } };
    };
    expect(answer.content['application/json'].schema).toMatchObject({ type: 'array', items: { required: ['key', 'name', 'stages'] } });
  });
});

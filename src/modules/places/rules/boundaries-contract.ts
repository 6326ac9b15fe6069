import { z } from 'zod';
import { withMessage } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';

/** What a boundary upload matched, and what it left without a shape. */
export const boundaryImportReportSchema = z.object({
  featuresRead: z.number().int(),
  municipalitiesWithShape: z.number().int(),
  provincesWithShape: z.number().int(),
  unmatchedFeatures: z.array(z.object({ file: z.string(), feature: z.number().int(), name: z.string().nullable(), reason: z.string() })),
  placesWithoutShape: z.array(z.string()),
  provincesWithoutShape: z.array(z.string()),
});

export const BOUNDARIES_CONTRACT = {
  import: operation({
    method: 'POST',
    path: '/api/boundaries',
    tag: 'Boundaries',
    summary: 'Municipal and provincial boundaries, GeoJSON or TopoJSON; they replace the stored shapes place by place',
    access: { kind: 'action', action: 'boundaries.manage' },
    upload: { field: 'files', description: 'Up to 20 GeoJSON or TopoJSON files.' },
    output: withMessage(boundaryImportReportSchema.shape),
    status: 201,
  }),
};

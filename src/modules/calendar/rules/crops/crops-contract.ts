import { z } from 'zod';
import { bilingual } from '@/platform/contracts/answers';
import { operation } from '@/platform/contracts/api-operation';
import { STAGE_CODES } from './stage-codes';

const stage = z.enum(STAGE_CODES);

export const CROPS_CONTRACT = {
  list: operation({
    method: 'GET',
    path: '/api/crops',
    tag: 'Crops',
    summary: 'Every crop with its names and stage codes',
    access: { kind: 'public' },
    output: z.array(z.object({ key: z.string(), name: bilingual, stages: z.array(stage) })),
    publicId: 'listCrops',
  }),
  stages: operation({
    method: 'GET',
    path: '/api/crops/{crop}/stages',
    tag: 'Crops',
    summary: "One crop's stages with their labels in English and Tagalog, in growing order",
    access: { kind: 'public' },
    params: z.object({ crop: z.string().meta({ description: 'A crop key or name.', examples: ['rice'] }) }),
    output: z.object({ crop: z.string(), name: bilingual, stages: z.array(bilingual.extend({ code: stage })).readonly() }),
    notFound: { description: 'An unknown crop.' },
    publicId: 'getCropStages',
  }),
};

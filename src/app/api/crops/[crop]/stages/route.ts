import { cropByKey, findCrop } from '@/domain/crops/crop-list';
import { CROPS_CONTRACT } from '@/domain/crops/crops-contract';
import { AppError } from '@/server/errors/app-error';
import { handleRoute } from '@/server/http/handle-route';
import { jsonWithEtag } from '@/server/http/json-with-etag';

/** One crop's stages with its own labels in English and Tagalog, in growing order. */
export const GET = handleRoute({
  ...CROPS_CONTRACT.stages,
  handler: async ({ request, params: { crop: text } }) => {
    const crop = cropByKey(text) ?? findCrop(text);
    if (!crop) throw new AppError('NOT_FOUND', `Unknown crop "${text}".`);
    return jsonWithEtag(request, { crop: crop.key, name: crop.name, stages: crop.stages });
  },
});

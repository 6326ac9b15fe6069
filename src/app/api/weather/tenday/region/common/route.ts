import { WEATHER_WRITES_CONTRACT } from '@/domain/weather/weather-writes-contract';
import { handleCommonDataPost } from '@/server/routes/handle-common-data-post';

export const POST = handleCommonDataPost(WEATHER_WRITES_CONTRACT.commonTenDay);

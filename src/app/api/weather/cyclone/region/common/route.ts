import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { handleCommonDataPost } from '@/modules/weather/routes/handle-common-data-post';

export const POST = handleCommonDataPost(WEATHER_WRITES_CONTRACT.commonCyclone);

import { handleCommonDataPost } from '@/server/weather/handle-common-data-post';

export const POST = handleCommonDataPost('seasonal_special_weather');

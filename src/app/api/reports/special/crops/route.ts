import { specialBulletinRequestSchema } from '@/domain/bulletins/bulletin-request';
import { reportRoutes } from '@/server/bulletins/report-routes';

/** Special weather bulletins (optional `signal`): preview or create, and delete. */
export const { POST, DELETE } = reportRoutes('special_weather', specialBulletinRequestSchema);

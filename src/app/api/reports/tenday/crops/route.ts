import { tendayBulletinRequestSchema } from '@/domain/bulletins/bulletin-request';
import { reportRoutes } from '@/server/bulletins/report-routes';

/** 10-day bulletins: preview or create, and delete. */
export const { POST, DELETE } = reportRoutes('ten_day', tendayBulletinRequestSchema);

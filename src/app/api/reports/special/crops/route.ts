import { REPORTS_CONTRACT } from '@/domain/bulletins/reports-contract';
import { reportRoutes } from '@/server/routes/report-routes';

/** Special weather bulletins (optional `signal`): preview or create, and delete. */
export const { POST, DELETE } = reportRoutes('special_weather', REPORTS_CONTRACT.special);

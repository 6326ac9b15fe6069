import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { reportRoutes } from '@/modules/bulletins/routes/report-routes';

/** Special weather bulletins (optional `signal`): preview or create, and delete. */
export const { POST, DELETE } = reportRoutes('special_weather', REPORTS_CONTRACT.special);

import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { reportRoutes } from '@/modules/bulletins/routes/report-routes';

/** 10-day bulletins: preview or create, and delete. */
export const { POST, DELETE } = reportRoutes('ten_day', REPORTS_CONTRACT.tenday);

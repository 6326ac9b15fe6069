import { REPORTS_CONTRACT } from '@/domain/bulletins/reports-contract';
import { reportRoutes } from '@/server/routes/report-routes';

/** 10-day bulletins: preview or create, and delete. */
export const { POST, DELETE } = reportRoutes('ten_day', REPORTS_CONTRACT.tenday);

import { REPORTS_CONTRACT } from '@/modules/bulletins/rules/reports-contract';
import { reportRoutes } from '@/modules/bulletins/routes/report-routes';

/** Seasonal bulletins: preview or create (`month`, or `isFull` for all six months), and delete. */
export const { POST, DELETE } = reportRoutes('seasonal', REPORTS_CONTRACT.seasonal);

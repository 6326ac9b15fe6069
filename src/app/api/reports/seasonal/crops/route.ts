import { seasonalBulletinRequestSchema } from '@/domain/bulletins/bulletin-request';
import { reportRoutes } from '@/server/bulletins/report-routes';

/** Seasonal bulletins: preview or create (`month`, or `isFull` for all six months), and delete. */
export const { POST, DELETE } = reportRoutes('seasonal', seasonalBulletinRequestSchema);

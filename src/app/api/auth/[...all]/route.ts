import { handleAuthRequest } from '@/modules/staff/routes/handle-auth-request';
import { withDb } from '@/platform/startup/with-db';

export const GET = withDb(handleAuthRequest);
export const POST = withDb(handleAuthRequest);

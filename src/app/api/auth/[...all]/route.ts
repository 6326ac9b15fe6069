import { handleAuthRequest } from '@/server/routes/handle-auth-request';
import { withDb } from '@/server/startup/with-db';

export const GET = withDb(handleAuthRequest);
export const POST = withDb(handleAuthRequest);

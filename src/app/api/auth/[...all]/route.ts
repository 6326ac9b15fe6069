import { handleAuthRequest } from '@/server/auth/handle-auth-request';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;

import { REVIEW_ROUTES } from '@/server/routes/review-routes';

export const GET = REVIEW_ROUTES.signalChanges;

import { REVIEW_ROUTES } from '@/server/routes/review-routes';

export const POST = REVIEW_ROUTES.remake;

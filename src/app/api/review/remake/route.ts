import { REVIEW_ROUTES } from '@/modules/bulletins/routes/review-routes';

export const POST = REVIEW_ROUTES.remake;

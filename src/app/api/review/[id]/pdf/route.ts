import { REVIEW_ROUTES } from '@/modules/bulletins/routes/review-routes';

export const GET = REVIEW_ROUTES.pdf;

/**
 * Where an account's delivered order is reviewed: its order history, whose delivered cards hold
 * the review forms (apps/web/src/routes/user-profile/purchased-return.tsx).
 */
export const REVIEW_PAGE = '/user-profile/purchased-return';

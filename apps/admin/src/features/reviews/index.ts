// The console's reviews (issue 33, decision 047): moderation and its settings.
export { ReviewListPage, readReviewsSearch } from './components/review-list-page';

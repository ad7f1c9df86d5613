// The reviews feature (issue 33, decision 047): the product page's reviews and their JSON-LD, and
// the delivered order's review forms.
export { reviewQueries } from './api/review-queries';
export { OrderReviews } from './components/order-reviews';
export { ProductReviews } from './components/product-reviews';
export { productRatingJsonLd } from './lib/review-json-ld';

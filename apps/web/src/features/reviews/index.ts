// The reviews feature (issue 33, decision 047): the product page's reviews and their JSON-LD.
export { reviewQueries } from './api/review-queries';
export { ProductReviews } from './components/product-reviews';
export { productRatingJsonLd } from './lib/review-json-ld';

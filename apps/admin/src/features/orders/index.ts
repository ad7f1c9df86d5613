export { orderQueries } from './api/order-queries';
export { useOrderFeed } from './lib/use-order-feed';
export { OrderLink } from './components/order-link';

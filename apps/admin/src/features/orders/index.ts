export { orderQueries } from './api/order-queries';

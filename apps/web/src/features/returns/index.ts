// Returns and exchanges (issue 33, decisions 076 and 077): the delivered order's request and its steps.
export { OrderReturns } from './components/order-returns';
export { ReturnRequest } from './components/return-request';

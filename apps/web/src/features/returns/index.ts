// Returns and exchanges (issue 33, decision 076): the delivered order's request.
export { ReturnRequest } from './components/return-request';

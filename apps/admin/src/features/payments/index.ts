export { OrderTransfers } from './components/order-transfers';
export { UnmatchedTransfersLink } from './components/unmatched-link';

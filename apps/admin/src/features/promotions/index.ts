export { FlashSaleListPage } from './components/flash-sale-list-page';
export { FlashSalePage } from './components/flash-sale-page';
export { PromotionListPage } from './components/promotion-list-page';
export { PromotionPage } from './components/promotion-page';
export { VoucherListPage } from './components/voucher-list-page';
export { VoucherPage } from './components/voucher-page';

export { FlashSaleScreen, FlashSalesPage } from './components/flash-sale-pages';
export { PromotionScreen, PromotionsPage } from './components/promotion-pages';
export { VoucherScreen, VouchersPage } from './components/voucher-pages';

import {
  carrierServices,
  categories,
  freeshipRules,
  orderStatuses,
  paymentMethods,
  productLines,
  transportFees,
  vouchers,
} from './commerce.js';
import { jobPostings } from './jobs.js';
import { labels } from './labels.js';
import { newsArticles } from './news.js';
import { contentPages } from './pages.js';
import { products } from './products.js';
import { promotions } from './promotions.js';

export { businessRegistration, companyContact, companyInfo } from './company.js';
export {
  BANK_ACCOUNT,
  BANK_TRANSFER_ID,
  CASH_ON_DELIVERY_ID,
  E_WALLET_ID,
  FREESHIP_CODE,
} from './commerce.js';

/** Seed documents by collection name. Every document has a fixed 24-hex `_id`. */
export const seedCollections: Record<string, readonly object[]> = {
  dmvt: products,
  dmchietkhau: promotions,
  news: [...newsArticles, ...jobPostings],
  ecompages: contentPages,
  ptthanhtoan: paymentMethods,
  ecomcarrier_fees: carrierServices,
  ecomtransportfees: transportFees,
  ecompromotion_freeships: freeshipRules,
  evoucher: vouchers,
  trangthai: orderStatuses,
  ecomproductlines: productLines,
  ecomcategories: categories,
  labelinfo: labels,
};

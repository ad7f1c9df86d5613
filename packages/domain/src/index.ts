// The single entry of @shop/domain: pure rules, message codes and valibot schemas.
export * from './account.js';
export * from './admin-messages.js';
export * from './console-access.js';
export * from './address.js';
export * from './admin-name.js';
export * from './cart-line.js';
export * from './categories.js';
export * from './footer.js';
export * from './contracts/address-units.js';
export * from './contracts/commerce-replies.js';
export * from './contracts/console-content.js';
export * from './contracts/console-people.js';
export * from './contracts/console-promotions.js';
export * from './contracts/console-catalogue.js';
export * from './contracts/console-rights.js';
export * from './contracts/console-replies.js';
export * from './contracts/console-requests.js';
export * from './contracts/console-schedules.js';
export * from './contracts/console-stock.js';
export * from './contracts/console-settings.js';
export * from './contracts/global-collections.js';
export * from './contracts/reference-data.js';
export * from './contracts/user-info.js';
export * from './date.js';
export * from './date-time.js';
export * from './line-pricing.js';
export * from './locale.js';
export * from './messages.js';
export * from './money.js';
export * from './order-confirmation.js';
export * from './order-export.js';
export * from './einvoice.js';
export * from './order-status.js';
export * from './item-history.js';
export * from './item-labels.js';
export * from './order-timeline.js';
export * from './order-totals.js';
export * from './parcel.js';
export * from './carrier-status.js';
export * from './cod-statement.js';
export * from './payment-display.js';
export * from './payment-notice.js';
export * from './bank-transfer.js';
export * from './refund.js';
export * from './review.js';
export * from './review-messages.js';
export * from './contracts/reviews.js';
export * from './payment-hold.js';
export * from './promotion-messages.js';
export * from './privacy.js';
export * from './product.js';
export * from './purchase-pricing.js';
export * from './shipments.js';
export * from './variant-label.js';
export * from './vietqr-banks.js';
export * from './quantity.js';
export * from './stock.js';
export * from './schemas/account-forms.js';
export * from './schemas/address.js';
export * from './schemas/address-form.js';
export * from './schemas/cancel-reason-form.js';
export * from './schemas/cart-line.js';
export {
  countSchema,
  isoDateStringSchema,
  localeSchema,
  objectIdSchema,
  percentSchema,
  vndSchema,
} from './schemas/common.js';
export * from './schemas/company-invoice.js';
export * from './schemas/company-invoice-write.js';
export * from './schemas/contact-form.js';
export * from './schemas/draft-write.js';
export * from './schemas/line-request.js';
export * from './schemas/content.js';
export * from './schedule-rules.js';
export * from './slug.js';
export * from './tracking-params.js';
export * from './schemas/order.js';
export * from './schemas/product.js';
export * from './schemas/shipping.js';
export * from './schemas/voucher.js';
export * from './shipping.js';
export * from './validity-boundaries.js';
export * from './tax-code.js';
export * from './vat.js';
export * from './voucher.js';

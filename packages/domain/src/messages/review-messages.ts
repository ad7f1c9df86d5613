/**
 * Messages of product reviews (issue 33, decision 047), a part of MESSAGES; texts written for
 * this project (the spec has none), with the HTTP status of each refusal.
 */
export const REVIEW_MESSAGES = {
  REVIEW_NOT_BUYER: {
    vi: 'Chỉ khách đã nhận hàng của đơn này mới được đánh giá sản phẩm',
    en: 'Only a shopper whose order was delivered can review its products',
    status: 403,
  },
  REVIEW_ALREADY_WRITTEN: {
    vi: 'Bạn đã đánh giá sản phẩm này trong đơn hàng này; hãy sửa đánh giá đã viết',
    en: 'You have already reviewed this product for this order; edit that review instead',
    status: 409,
  },
  REVIEW_EDIT_CLOSED: {
    vi: 'Đánh giá chỉ sửa được trong {days} ngày sau khi viết',
    en: 'A review can be edited only within {days} days of writing it',
    status: 403,
  },
  REVIEW_NOT_FOUND: { vi: 'Không tìm thấy đánh giá', en: 'Review not found', status: 404 },
  REVIEW_PHOTO_INVALID: {
    vi: 'Ảnh đánh giá phải là ảnh bạn vừa tải lên cho đánh giá (tối đa {max} ảnh)',
    en: 'A review photo must be one you uploaded for reviews ({max} at most)',
    status: 400,
  },
  REVIEW_PHOTO_TYPE: {
    vi: 'Ảnh đánh giá phải là JPEG, PNG hoặc WebP',
    en: 'A review photo must be a JPEG, PNG or WebP picture',
    status: 415,
  },
  REVIEW_SAVED_PENDING: {
    vi: 'Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt',
    en: 'Thank you! Your review will show once the shop has checked it',
  },
  REVIEW_SAVED_PUBLISHED: { vi: 'Cảm ơn bạn đã đánh giá!', en: 'Thank you for your review!' },
} as const;

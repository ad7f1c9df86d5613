import { message, refusal } from './message-table.js';

/**
 * Messages of product reviews (issue 33, decision 047), a part of MESSAGES; texts written for
 * this project (the spec has none), with the HTTP status of each refusal.
 */
export const REVIEW_MESSAGES = {
  REVIEW_NOT_BUYER: refusal(
    403,
    'Chỉ khách đã nhận hàng của đơn này mới được đánh giá sản phẩm',
    'Only a shopper whose order was delivered can review its products',
  ),
  REVIEW_ALREADY_WRITTEN: refusal(
    409,
    'Bạn đã đánh giá sản phẩm này trong đơn hàng này; hãy sửa đánh giá đã viết',
    'You have already reviewed this product for this order; edit that review instead',
  ),
  REVIEW_EDIT_CLOSED: refusal(
    403,
    'Đánh giá chỉ sửa được trong {days} ngày sau khi viết',
    'A review can be edited only within {days} days of writing it',
  ),
  REVIEW_NOT_FOUND: refusal(404, 'Không tìm thấy đánh giá', 'Review not found'),
  REVIEW_PHOTO_INVALID: refusal(
    400,
    'Ảnh đánh giá phải là ảnh bạn vừa tải lên cho đánh giá (tối đa {max} ảnh)',
    'A review photo must be one you uploaded for reviews ({max} at most)',
  ),
  REVIEW_PHOTO_TYPE: refusal(
    415,
    'Ảnh đánh giá phải là JPEG, PNG hoặc WebP',
    'A review photo must be a JPEG, PNG or WebP picture',
  ),
  REVIEW_SAVED_PENDING: message(
    'Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt',
    'Thank you! Your review will show once the shop has checked it',
  ),
  REVIEW_SAVED_PUBLISHED: message('Cảm ơn bạn đã đánh giá!', 'Thank you for your review!'),
} as const;

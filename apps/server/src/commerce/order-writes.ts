import { ORDER_STATUS_CANCELLED, ORDER_STATUS_DRAFT, ORDER_STATUS_PLACED } from '@shop/domain/orders';
import { appError } from '../errors.js';

/** What a write of so1/{id} (PUT) does, decided by the status it sends and who sends it. */
export type OrderWrite = 'set-status' | 'place' | 'cancel' | 'update-draft';

/**
 * The shop (an administrator) moves any order along with any status but draft and placed
 * (confirm, ship, deliver, cancel, payment received). Anyone places their draft ('0'), cancels
 * their order ('9') or edits their draft (no status, or 'LCT'); any other status from a shopper
 * is refused with 409 ORDER_NOT_DRAFT.
 */
export function decideOrderWrite(status: unknown, isAdmin: boolean): OrderWrite {
  if (isAdmin && status !== ORDER_STATUS_PLACED && status !== ORDER_STATUS_DRAFT) return 'set-status';
  if (status === ORDER_STATUS_PLACED) return 'place';
  if (status === ORDER_STATUS_CANCELLED) return 'cancel';
  if (status !== undefined && status !== ORDER_STATUS_DRAFT) throw appError('ORDER_NOT_DRAFT');
  return 'update-draft';
}

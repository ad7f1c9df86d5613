import { decrementQuantity, incrementQuantity, normaliseQuantity } from '@shop/domain/pricing';

/** What the shopper did to a line's quantity. */
export type QuantityChange = { kind: 'increment' } | { kind: 'decrement' } | { kind: 'type'; text: string };

export interface QuantityPlan {
  /** The quantity to show now. */
  quantity: number;
  /** Show 'Số lượng bạn chọn lớn hơn sản phẩm tồn kho' (the quantity was reset to the stock). */
  isAboveStock: boolean;
  /** Confirm removing the line (minus at 1, or 0 typed). */
  askRemove: boolean;
  /** The quantity changed: send it to the server. */
  send: boolean;
}

/**
 * The cart's quantity rules (SPEC §4, §5) through the domain's: min 0, max the stock (9999 when
 * unknown); above the stock -> the stock with the notice; 0 typed -> 1 and ask to remove; minus at
 * 1 -> ask to remove. An emptied box keeps the current quantity (nothing was asked for).
 */
export function planQuantity(change: QuantityChange, current: number, stock?: number | null): QuantityPlan {
  if (change.kind === 'type' && change.text.trim() === '') {
    return { quantity: current, isAboveStock: false, askRemove: false, send: false };
  }
  const decision =
    change.kind === 'increment'
      ? incrementQuantity(current, stock)
      : change.kind === 'decrement'
        ? decrementQuantity(current, stock)
        : normaliseQuantity(Number(change.text), stock);
  return {
    quantity: decision.quantity,
    isAboveStock: decision.notice === 'QUANTITY_ABOVE_STOCK',
    askRemove: decision.askRemove,
    send: decision.quantity !== current,
  };
}

import { mergeCartLines } from '@shop/domain/pricing';

/** What a shopper asks for: a product, an optional option, a quantity. */
export interface LineRequest {
  ma_vt: string;
  attributeId?: string | undefined;
  quantity: number;
}

/** What a stored cart line or draft line says of its product, option and quantity. */
export interface StoredLine {
  ma_vt: string;
  sl_xuat: number;
  thuoc_tinh?: { _id: string } | null;
}

/** The request a stored cart or draft line stands for. */
export const requestOf = (line: StoredLine): LineRequest => ({
  ma_vt: line.ma_vt,
  attributeId: line.thuoc_tinh?._id || undefined,
  quantity: line.sl_xuat,
});

/** Identical requests (same product and option) become one line, as in the cart. */
export function collapseRequests(requests: readonly LineRequest[]): LineRequest[] {
  const lines = requests.map((request) => ({
    ma_vt: request.ma_vt,
    id_app: '',
    thuoc_tinh: request.attributeId ? { _id: request.attributeId } : null,
    sl_xuat: request.quantity,
  }));
  return mergeCartLines([], lines).map((line) => ({
    ma_vt: line.ma_vt,
    attributeId: line.thuoc_tinh?._id,
    quantity: line.sl_xuat,
  }));
}

/** What identifies a line and its quantity, on a cart line as on a draft line. */
export type LineKey = { ma_vt: string; sl_xuat: number; thuoc_tinh?: { _id?: string } | null };

function keyOf(line: LineKey): string {
  return `${line.ma_vt}|${line.thuoc_tinh?._id ?? ''}|${line.sl_xuat}`;
}

/**
 * True when a draft still orders exactly what the cart holds (same products, options and
 * quantities, in any order). A draft left from an earlier visit is stale once the cart changed:
 * checkout then starts a new one rather than showing the shopper yesterday's basket.
 */
export function isDraftOfCart(draftLines: readonly LineKey[], cartLines: readonly LineKey[]): boolean {
  if (draftLines.length !== cartLines.length) return false;
  const wanted = cartLines.map(keyOf).sort();
  return draftLines
    .map(keyOf)
    .sort()
    .every((key, index) => key === wanted[index]);
}

import { createDocument } from '@/lib/provider';

/**
 * POST /api/{id_app}/stock-alerts (decision 064): tell this shopper once when the product line is
 * back. A guest gives an e-mail or phone; a signed-in shopper's own is used when `lien_he` is left
 * out. The reply's message says what will happen; a refusal throws the server's ApiError.
 */
export function requestStockAlert(input: {
  ma_vt: string;
  variant: string;
  lien_he?: string | undefined;
}): Promise<{ contact: string; message: string }> {
  const { lien_he, ...line } = input;
  return createDocument('stock-alerts', lien_he ? { ...line, lien_he } : line);
}

/**
 * The query of /checkout-alert (SPEC §2): isSuccess, amount, isCOD, message, info_order (the
 * order code), _id and email. The e-wallet gateway adds its own signed vnp_* parameters, which the
 * page reads raw from the address (they must reach the server byte for byte).
 */
export type AlertSearch = {
  isSuccess: boolean | undefined;
  amount: number | undefined;
  isCOD: boolean;
  message: string | undefined;
  info_order: string | undefined;
  _id: string | undefined;
  email: string | undefined;
};

const MAX_TEXT = 300;

function pickBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

function pickAmount(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

function pickText(value: unknown): string | undefined {
  // The router turns query values that look like numbers into numbers: read them back as text.
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text.slice(0, MAX_TEXT);
}

function pickObjectId(value: unknown): string | undefined {
  const text = pickText(value);
  return text !== undefined && /^[0-9a-f]{24}$/i.test(text) ? text.toLowerCase() : undefined;
}

/**
 * Reads the result page's query. Never throws: a value of the wrong shape is dropped (undefined)
 * and isCOD is false unless it says true, so a hand-edited or truncated link still shows a page.
 * Every key is returned because the router merges the result over the raw query.
 */
export function parseAlertSearch(raw: Record<string, unknown>): AlertSearch {
  return {
    isSuccess: pickBoolean(raw.isSuccess),
    amount: pickAmount(raw.amount),
    isCOD: pickBoolean(raw.isCOD) ?? false,
    message: pickText(raw.message),
    info_order: pickText(raw.info_order),
    _id: pickObjectId(raw._id),
    email: pickText(raw.email),
  };
}

/** The signed parameters of a gateway return (vnp_*), as they arrived; undefined when there are none. */
export function gatewayReturnQuery(searchStr: string): string | undefined {
  const params = new URLSearchParams(searchStr);
  const signed = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith('vnp_')) signed.append(key, value);
  return signed.has('vnp_SecureHash') ? signed.toString() : undefined;
}

type PlacedOrder = {
  _id: string;
  so_ct?: string | null | undefined;
  t_tt_nt?: number | null | undefined;
  email_nguoi_nhan?: string | null | undefined;
  message?: string | undefined;
};

/** The result page's query for an order placed without a gateway (cash on delivery, bank transfer). */
export function alertSearchOf(order: PlacedOrder, isCOD: boolean, fallbackMessage: string): AlertSearch {
  return {
    isSuccess: true,
    amount: order.t_tt_nt ?? 0,
    isCOD,
    message: order.message || fallbackMessage,
    info_order: order.so_ct || undefined,
    _id: order._id,
    email: order.email_nguoi_nhan || undefined,
  };
}

/** The carriers' names as staff know them (decisions 053, 054). */
export const CARRIER_NAMES: Readonly<Record<string, string>> = {
  ghn: 'Giao Hàng Nhanh (GHN)',
  ghtk: 'Giao Hàng Tiết Kiệm (GHTK)',
};

export const carrierName = (carrier: string) => CARRIER_NAMES[carrier] ?? carrier.toUpperCase();

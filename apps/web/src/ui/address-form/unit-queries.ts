import type { AddressSuggestion, Province, Ward } from '@shop/api-client';
import { apiQuery } from '@/lib/api-query';

/** Administrative units change once in years: keep them for the whole visit. */
const UNIT_STALE_MS = 24 * 60 * 60 * 1000;

type District = { _id: string; ten: string; tinh_thanh: string };

/**
 * The administrative units of the address forms (global collections tinhthanh, xaphuong,
 * quanhuyen) and the address suggestions of GET /api/asskey, under ['units', …].
 */
export const unitQueries = {
  all: () => ['units'] as const,
  provinces: () =>
    apiQuery([...unitQueries.all(), 'provinces'], (client): Promise<Province[]> => client.listProvinces(), {
      staleTime: UNIT_STALE_MS,
    }),
  /** The wards of a province, by its name as an address stores it. */
  wards: (province: string) =>
    apiQuery(
      [...unitQueries.all(), 'wards', province],
      (client): Promise<Ward[]> => client.listWards(province),
      {
        staleTime: UNIT_STALE_MS,
        enabled: province !== '',
      },
    ),
  /**
   * The districts still in force in a province. Since July 2025 every seeded district is a former
   * one (con_hieu_luc false), so this is usually empty and the district picker stays hidden.
   */
  districts: (province: string) =>
    apiQuery(
      [...unitQueries.all(), 'districts', province],
      async (client): Promise<string[]> => {
        const rows = await client.list<District>('quanhuyen', {
          q: { tinh_thanh: province, con_hieu_luc: { $ne: false } },
          sort: { ten: 1 },
          limit: 200,
        });
        return rows.map((row) => row.ten);
      },
      { staleTime: UNIT_STALE_MS, enabled: province !== '' },
    ),
  /** Province and ward suggested for a typed address line, best first. */
  suggestions: (address: string) =>
    apiQuery(
      [...unitQueries.all(), 'suggestions', address],
      (client): Promise<AddressSuggestion[]> => client.suggestAddress(address, 3),
      { staleTime: UNIT_STALE_MS, enabled: address.trim().length >= 6 },
    ),
};

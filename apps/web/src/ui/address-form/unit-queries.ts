import type { AddressSuggestion, Province, Ward } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';

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
    queryOptions({
      queryKey: [...unitQueries.all(), 'provinces'] as const,
      queryFn: async (): Promise<Province[]> => (await getApiClient()).listProvinces(),
      staleTime: UNIT_STALE_MS,
    }),
  /** The wards of a province, by its name as an address stores it. */
  wards: (province: string) =>
    queryOptions({
      queryKey: [...unitQueries.all(), 'wards', province] as const,
      queryFn: async (): Promise<Ward[]> => (await getApiClient()).listWards(province),
      staleTime: UNIT_STALE_MS,
      enabled: province !== '',
    }),
  /**
   * The districts still in force in a province. Since July 2025 every seeded district is a former
   * one (con_hieu_luc false), so this is usually empty and the district picker stays hidden.
   */
  districts: (province: string) =>
    queryOptions({
      queryKey: [...unitQueries.all(), 'districts', province] as const,
      queryFn: async (): Promise<string[]> => {
        const client = await getApiClient();
        const rows = await client.list<District>('quanhuyen', {
          q: { tinh_thanh: province, con_hieu_luc: { $ne: false } },
          sort: { ten: 1 },
          limit: 200,
        });
        return rows.map((row) => row.ten);
      },
      staleTime: UNIT_STALE_MS,
      enabled: province !== '',
    }),
  /** Province and ward suggested for a typed address line, best first. */
  suggestions: (address: string) =>
    queryOptions({
      queryKey: [...unitQueries.all(), 'suggestions', address] as const,
      queryFn: async (): Promise<AddressSuggestion[]> => (await getApiClient()).suggestAddress(address, 3),
      staleTime: UNIT_STALE_MS,
      enabled: address.trim().length >= 6,
    }),
};

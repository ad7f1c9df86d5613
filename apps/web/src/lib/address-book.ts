import type { AddressInput, AddressReply } from '@shop/api-client';
import { getApiClient } from './api';
import { apiQuery } from './api-query';

/**
 * The caller's address book (ecomuser_address, limit 10, page 1: SPEC §7), shared by the address
 * book page and checkout. The server scopes it to the user, or to a guest's browser.
 */
export const addressQueries = {
  all: () => ['addresses'] as const,
  list: () =>
    apiQuery([...addressQueries.all(), 'list'], (client): Promise<AddressReply[]> => client.listAddresses()),
};

/** Creates, or updates when `_id` is given; the server applies the default rules of SPEC §4. */
export async function saveAddress(address: AddressInput): Promise<AddressReply> {
  return (await getApiClient()).saveAddress(address);
}

/** The default address, else the first (what checkout preselects). */
export function defaultAddress<T extends { ngam_dinh?: boolean }>(addresses: readonly T[]): T | undefined {
  return addresses.find((address) => address.ngam_dinh) ?? addresses[0];
}

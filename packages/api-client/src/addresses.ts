import type { Address } from '@shop/domain/accounts';
import type { Transport } from './client.js';
import { documentPath } from './data.js';

export type AddressInput = Omit<Address, '_id' | 'id_app' | 'user_created' | 'ngam_dinh'> & {
  _id?: string;
  ngam_dinh?: boolean;
};
export type AddressReply = Address & { _id: string; message?: string };

const path = (transport: Transport, id?: string) => documentPath(transport, 'ecomuser_address', id);

/** The caller's address book (limit 10, page 1, SPEC §7 "Reads"). */
export function listAddresses(transport: Transport): Promise<AddressReply[]> {
  return transport.http
    .get(path(transport), { searchParams: { ...transport.authParams(), limit: '10', page: '1' } })
    .json();
}

/** Creates, or updates when `_id` is given; the server applies the default rules of SPEC §4. */
export function saveAddress(transport: Transport, address: AddressInput): Promise<AddressReply> {
  const options = { searchParams: transport.authParams(), json: address };
  return address._id
    ? transport.http.put(path(transport, address._id), options).json()
    : transport.http.post(path(transport), options).json();
}

/** Deletes an address; the reply's message is 'Đã xoá địa chỉ'. */
export function deleteAddress(transport: Transport, id: string): Promise<AddressReply> {
  return transport.http.delete(path(transport, id), { searchParams: transport.authParams() }).json();
}

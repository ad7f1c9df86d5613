import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressInput, AddressReply } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addressQueries } from '@/lib/address-book';
import { usePageMeta } from '@/lib/head';
import { confirmDialog } from '@/ui/confirm-dialog';
import { QueryErrorState } from '@/ui/error-state';
import { useAddressActions } from '../api/use-address-actions';
import { AddressCard } from './address-card';
import { AddressEditor } from './address-editor';

/** The server keeps at most ten addresses per owner (SPEC §9 lists ten). */
const ADDRESS_LIMIT = 10;

/** /user-profile/address-book: the list, add, edit, delete and the default rules of SPEC §4. */
export function AddressBook() {
  const { t } = useLingui();
  usePageMeta(t`Sổ địa chỉ`);
  const addresses = useQuery(addressQueries.list());
  const { save, remove } = useAddressActions();
  // 'new', the _id being edited, or nothing.
  const [editing, setEditing] = useState<string | undefined>();
  const list = addresses.data ?? [];
  const isFull = list.length >= ADDRESS_LIMIT;

  const saveAndClose = (address: AddressInput) =>
    save.mutate(address, { onSuccess: () => setEditing(undefined) });
  const makeDefault = ({ _id, ...address }: AddressReply) =>
    save.mutate({ ...address, _id, ngam_dinh: true });
  const askToDelete = async (address: AddressReply) => {
    const isConfirmed = await confirmDialog({ message: t`Bạn có chắc chắn muốn xoá địa chỉ này?` });
    if (isConfirmed) remove.mutate(address._id);
  };

  return (
    <section aria-labelledby="address-book-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="address-book-heading" className="font-bold text-2xl text-coffee-900 sm:text-3xl">
          <Trans>Sổ địa chỉ</Trans>
        </h1>
        {editing === 'new' ? null : (
          <button
            type="button"
            onClick={() => setEditing('new')}
            disabled={isFull || addresses.isPending}
            className="min-h-11 rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60"
          >
            <Trans>Thêm địa chỉ mới</Trans>
          </button>
        )}
      </div>
      {isFull ? (
        <p className="text-coffee-700 text-sm">
          <Trans>Sổ địa chỉ đã đủ 10 địa chỉ. Hãy xoá bớt để thêm địa chỉ mới.</Trans>
        </p>
      ) : null}
      {editing === 'new' ? (
        <AddressEditor
          isSaving={save.isPending}
          onSave={saveAndClose}
          onCancel={() => setEditing(undefined)}
        />
      ) : null}
      {addresses.isPending ? (
        <div aria-hidden="true" className="grid gap-3">
          <div className="h-32 animate-pulse rounded-2xl bg-coffee-100" />
          <div className="h-32 animate-pulse rounded-2xl bg-coffee-100" />
        </div>
      ) : addresses.isError ? (
        <QueryErrorState
          title={<Trans>Chưa tải được sổ địa chỉ</Trans>}
          description={null}
          query={addresses}
        />
      ) : list.length === 0 && editing !== 'new' ? (
        <div className="rounded-2xl border border-coffee-200 border-dashed p-8 text-center text-coffee-700">
          <Trans>Bạn chưa có địa chỉ nào. Thêm một địa chỉ để đặt hàng nhanh hơn.</Trans>
        </div>
      ) : (
        <ul aria-label={t`Địa chỉ đã lưu`} className="grid gap-3 lg:grid-cols-2">
          {list.map((address) =>
            editing === address._id ? (
              <li key={address._id} className="lg:col-span-2">
                <AddressEditor
                  address={address}
                  isSaving={save.isPending}
                  onSave={saveAndClose}
                  onCancel={() => setEditing(undefined)}
                />
              </li>
            ) : (
              <AddressCard
                key={address._id}
                address={address}
                isBusy={save.isPending || remove.isPending}
                onEdit={() => setEditing(address._id)}
                onDelete={() => void askToDelete(address)}
                onMakeDefault={() => makeDefault(address)}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

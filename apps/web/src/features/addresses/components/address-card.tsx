import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressReply } from '@shop/api-client';
import { formatAddressLine } from '@shop/domain/accounts';
import { readCompanyInvoice } from '@shop/domain/invoices';

type AddressCardProps = {
  address: AddressReply;
  isBusy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
};

const actionClass =
  'min-h-11 rounded-full px-4 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60';

/** One saved address: receiver, phone, e-mail, the address line, and the default badge as stored. */
export function AddressCard({ address, isBusy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const { t } = useLingui();
  const name = address.ten_nguoi_nhan || t`Người nhận`;
  const invoice = readCompanyInvoice(address.hoa_don);
  return (
    <li className="rounded-2xl border border-coffee-100 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-coffee-900">{name}</p>
        {address.ngam_dinh ? (
          <span className="rounded-full bg-leaf-700 px-2.5 py-0.5 font-semibold text-white text-xs">
            <Trans>Mặc định</Trans>
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-coffee-700">{address.sdt_nguoi_nhan}</p>
      {address.email_nguoi_nhan ? <p className="text-coffee-700">{address.email_nguoi_nhan}</p> : null}
      <p className="mt-1 text-coffee-800">{formatAddressLine(address)}</p>
      {invoice?.ten_cong_ty ? (
        <div
          className="mt-2 border-coffee-100 border-t pt-2 text-coffee-700 text-sm"
          data-testid="address-invoice"
        >
          <p className="font-semibold text-coffee-900">
            <Trans>Hóa đơn công ty</Trans>
          </p>
          <p>{invoice.ten_cong_ty}</p>
          <p>
            <Trans>MST: {invoice.ma_so_thue}</Trans>
          </p>
          <p>{invoice.dia_chi_cong_ty}</p>
          <p>{invoice.email_hoa_don}</p>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t`Sửa địa chỉ của ${name}`}
          className={`${actionClass} border border-leaf-600 text-leaf-800 hover:bg-leaf-50`}
        >
          <Trans>Sửa</Trans>
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={isBusy}
          aria-label={t`Xoá địa chỉ của ${name}`}
          className={`${actionClass} border border-guava-300 text-guava-800 hover:bg-guava-50`}
        >
          <Trans>Xoá</Trans>
        </button>
        {address.ngam_dinh ? null : (
          <button
            type="button"
            onClick={onMakeDefault}
            disabled={isBusy}
            className={`${actionClass} text-coffee-800 underline-offset-4 hover:underline`}
          >
            <Trans>Đặt làm mặc định</Trans>
          </button>
        )}
      </div>
    </li>
  );
}

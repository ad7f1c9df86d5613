import { Trans, useLingui } from '@lingui/react/macro';
import { paymentFormIssue, paymentFormSchema } from '@shop/domain/console';
import { foldHolderName } from '@shop/domain/payments';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { BankPicker } from './bank-picker';
import { GatewayNotice, paymentKindName, usePaymentStatus } from './gateway-notice';
import { ListEditor } from './list-editor';
import type { FieldSpec, FormValues } from './setting-form';

/** Payment methods: on/off (the gateway's too), names, and the bank account behind the VietQR code. */
export function PaymentsTab({ selected }: { selected: string | undefined }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const status = usePaymentStatus();
  const common: FieldSpec[] = [
    { name: 'online', label: t`Đang bật (khách chọn được khi thanh toán)`, type: 'checkbox', wide: true },
    { name: 'ten', label: t`Tên (tiếng Việt)` },
    { name: 'ten_eng', label: t`Tên (tiếng Anh)` },
    { name: 'mo_ta', label: t`Mô tả (tiếng Việt)`, wide: true },
    { name: 'mo_ta_eng', label: t`Mô tả (tiếng Anh)`, wide: true },
    { name: 'sst', label: t`Thứ tự hiển thị`, type: 'number' },
  ];
  const bank: FieldSpec[] = [
    {
      name: 'ten_ngan_hang',
      label: t`Ngân hàng (danh sách VietQR)`,
      wide: true,
      control: (props) => <BankPicker {...props} />,
    },
    {
      name: 'ngan_hang_bin',
      label: t`Mã BIN ngân hàng (NAPAS)`,
      type: 'number',
      hint: t`Điền khi chọn ngân hàng; ví dụ Vietcombank: 970436`,
    },
    { name: 'so_tai_khoan', label: t`Số tài khoản`, type: 'number' },
    {
      name: 'chu_tai_khoan',
      label: t`Chủ tài khoản (in hoa, không dấu)`,
      wide: true,
      normalise: foldHolderName,
    },
  ];
  return (
    <ListEditor
      kind="payments"
      tab="payments"
      selected={selected}
      schema={paymentFormSchema}
      rowName={(row) => localized(row.ten, row.ten_eng, locale)}
      columns={[
        { header: t`Phương thức`, cell: (row) => localized(row.ten, row.ten_eng, locale) },
        { header: t`Loại`, cell: paymentKindName },
        { header: t`Trạng thái`, cell: status },
        { header: t`Thứ tự`, cell: (row) => row.sst ?? 0, numeric: true },
      ]}
      fields={(row) => (row?.loai === 'bank-transfer' ? [...common, ...bank] : common)}
      check={(row, value) => paymentFormIssue(row?.loai, value)}
      aside={(values, row) =>
        row?.loai === 'bank-transfer' ? <QrPreview values={values} /> : <GatewayNotice row={row} />
      }
      toValues={(row) => ({
        online: row?.online !== false,
        ten: row?.ten ?? '',
        ten_eng: row?.ten_eng ?? '',
        mo_ta: row?.mo_ta ?? '',
        mo_ta_eng: row?.mo_ta_eng ?? '',
        sst: String(row?.sst ?? 0),
        ngan_hang_bin: row?.ngan_hang_bin ?? '',
        ten_ngan_hang: row?.ten_ngan_hang ?? '',
        so_tai_khoan: row?.so_tai_khoan ?? '',
        chu_tai_khoan: row?.chu_tai_khoan ?? '',
      })}
      labels={{
        online: t`Đang bật`,
        ten: t`Tên (tiếng Việt)`,
        ten_eng: t`Tên (tiếng Anh)`,
        mo_ta: t`Mô tả (tiếng Việt)`,
        mo_ta_eng: t`Mô tả (tiếng Anh)`,
        sst: t`Thứ tự hiển thị`,
        ngan_hang_bin: t`Mã BIN`,
        ten_ngan_hang: t`Tên ngân hàng`,
        so_tai_khoan: t`Số tài khoản`,
        chu_tai_khoan: t`Chủ tài khoản`,
      }}
    />
  );
}

/** The shop's VietQR code (same payload and library as an order's) for the account as typed. */
function QrPreview({ values }: { values: FormValues }) {
  const { t } = useLingui();
  const bin = String(values.ngan_hang_bin ?? '').trim();
  const account = String(values.so_tai_khoan ?? '').trim();
  const [typed, setTyped] = useState({ bin, account });
  useEffect(() => {
    const timer = setTimeout(() => setTyped({ bin, account }), 300);
    return () => clearTimeout(timer);
  }, [bin, account]);
  const isComplete = /^\d{6}$/.test(typed.bin) && /^[0-9A-Za-z]{4,19}$/.test(typed.account);
  // Fetched with the token in a header and shown from an object URL: an <img src> on the API
  // would need the token in its address (decision 016).
  const qr = useQuery({
    queryKey: ['settings', 'qr', typed.bin, typed.account],
    queryFn: async () => (await getConsoleApi()).paymentQr(typed.bin, typed.account),
    enabled: isComplete,
  }).data;
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!qr) {
      setSrc(undefined);
      return;
    }
    const url = URL.createObjectURL(qr);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [qr]);
  return (
    <figure className="flex w-full flex-col items-center gap-2 rounded-xl bg-coffee-50 p-4 lg:w-56">
      {isComplete && src ? (
        <img
          src={src}
          alt={t`Mã VietQR của tài khoản ${typed.account}`}
          width={176}
          height={176}
          className="size-44 rounded-lg bg-white p-2"
          data-testid="vietqr-preview"
        />
      ) : (
        <div className="flex size-44 items-center justify-center rounded-lg bg-white p-3 text-center text-coffee-700 text-xs">
          <Trans>Nhập mã BIN và số tài khoản để xem mã VietQR</Trans>
        </div>
      )}
      <figcaption className="text-center text-coffee-700 text-xs">
        <Trans>Mã khách quét khi chuyển khoản (đơn hàng sẽ thêm số tiền và mã đơn).</Trans>
      </figcaption>
    </figure>
  );
}

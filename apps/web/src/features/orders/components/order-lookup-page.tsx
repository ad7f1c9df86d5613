import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderLookupReply } from '@shop/api-client';
import { isValidEmail, isValidPhone } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import { ORDER_STATUS_CANCELLED, PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { getApiClient } from '@/lib/api';
import { usePageMeta } from '@/lib/head';
import { useShopName } from '@/lib/site';
import { useLanguageStore } from '@/stores/language-store';
import { useCompanyDetails } from '@/ui/company-details';
import { TextField } from '@/ui/text-field';
import { orderLinkFromHash } from '../lib/order-link';
import type { OrderView } from '../lib/order-view';
import { OrderLines } from './order-lines';
import { OrderHeader, OrderPaymentFacts } from './order-parts';
import { OrderTotals } from './order-totals';
import { TransferQr } from './transfer-qr';
import { PageIntro } from '@/ui/page-intro';

type Lookup = { so_ct: string; lien_he: string };

/** The shop's phone from its settings (company contact), as the footer shows it. */
function ShopPhone() {
  const { company } = useCompanyDetails();
  const phone = company?.phone;
  if (!phone) return null;
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-semibold text-leaf-800 underline">
      {phone}
    </a>
  );
}

/** One order as the lookup answers it: what the history shows, the receiver masked by the server. */
export function LookedUpOrder({ order: reply }: { order: OrderLookupReply }) {
  const { company } = useCompanyDetails();
  // The history's fields, typed as the history reads them (the api-client's reply is loose).
  const order = reply as unknown as OrderView;
  const code = order.so_ct ?? '';
  const isUnpaid =
    order.trang_thai_tt !== PAYMENT_STATUS_SETTLED && order.trang_thai !== ORDER_STATUS_CANCELLED;
  const vietqr = order.loai_pt_thanh_toan === 'bank-transfer' && isUnpaid ? reply.vietqr : undefined;
  const receiver = reply.nguoi_nhan;
  return (
    <article
      aria-labelledby="looked-up-order"
      data-testid="looked-up-order"
      className="rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <OrderHeader order={order} headingId="looked-up-order" />
      <div className="mt-3">
        <OrderLines lines={order.details ?? []} />
      </div>
      <div className="mt-3 grid gap-4 border-coffee-100 border-t pt-4 sm:grid-cols-2">
        <section aria-labelledby="looked-up-receiver" className="text-coffee-800 text-sm">
          <h3 id="looked-up-receiver" className="font-semibold text-coffee-900">
            <Trans>Người nhận</Trans>
          </h3>
          <p>{receiver.ten}</p>
          {receiver.sdt ? <p>{receiver.sdt}</p> : null}
          {receiver.email ? <p>{receiver.email}</p> : null}
          {receiver.khu_vuc ? <p>{receiver.khu_vuc}</p> : null}
          <OrderPaymentFacts order={order} />
        </section>
        <OrderTotals order={order} />
      </div>
      {vietqr?.qr_image ? (
        <div className="mt-4">
          <TransferQr vietqr={vietqr} imageSrc={vietqr.qr_image} />
        </div>
      ) : null}
      {company?.phone ? (
        <p className="mt-4 text-coffee-700 text-sm" data-testid="order-help">
          {order.ma_van_don ? (
            <Trans>
              Tra cứu hành trình bằng mã vận đơn trên trang của đơn vị vận chuyển, hoặc gọi <ShopPhone /> để
              được hỗ trợ.
            </Trans>
          ) : (
            <Trans>
              Cần hỗ trợ về đơn hàng? Gọi <ShopPhone /> và đọc mã đơn hàng {code}.
            </Trans>
          )}
        </p>
      ) : null}
    </article>
  );
}

/**
 * /tra-cuu-don-hang (decision 046): a guest finds an order by its code and the phone or e-mail given
 * with it, or opens the signed link of the order's mails (in the address's fragment). A refused
 * link (expired, altered) leaves the form with the server's message.
 */
export function OrderLookupPage() {
  const { t } = useLingui();
  const shopName = useShopName();
  const language = useLanguageStore((state) => state.language);
  const [values, setValues] = useState<Lookup>({ so_ct: '', lien_he: '' });
  const [inputError, setInputError] = useState<string>();
  usePageMeta(
    t`Tra cứu đơn hàng`,
    t`Xem trạng thái đơn hàng của ${shopName} bằng mã đơn hàng và số điện thoại hoặc e-mail đã dùng khi đặt hàng.`,
  );
  const lookup = useMutation({
    mutationFn: async (input: Lookup) => (await getApiClient()).lookupOrder(input),
  });
  const link = useMutation({
    mutationFn: async (parts: Parameters<Awaited<ReturnType<typeof getApiClient>>['openOrderLink']>[0]) =>
      (await getApiClient()).openOrderLink(parts),
  });
  const openedLink = useRef(false);
  useEffect(() => {
    if (openedLink.current) return;
    openedLink.current = true;
    const parts = orderLinkFromHash(window.location.hash);
    if (parts) {
      setValues((current) => ({ ...current, so_ct: parts.so_ct }));
      link.mutate(parts);
    }
  }, [link.mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const contact = values.lien_he.trim();
    if (!values.so_ct.trim() || !(isValidEmail(contact) || isValidPhone(contact))) {
      setInputError(messageText('ORDER_LOOKUP_INPUT', language));
      return;
    }
    setInputError(undefined);
    link.reset();
    lookup.mutate({ so_ct: values.so_ct.trim(), lien_he: contact });
  };

  const order = lookup.data ?? (lookup.isIdle ? link.data : undefined);
  const error = inputError ?? lookup.error?.message ?? (lookup.isIdle ? link.error?.message : undefined);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-14">
      <PageIntro title={<Trans>Tra cứu đơn hàng</Trans>}>
        <Trans>
          Đặt hàng không cần tài khoản? Nhập mã đơn hàng (trong e-mail xác nhận) và số điện thoại hoặc e-mail
          đã dùng khi đặt hàng.
        </Trans>
      </PageIntro>
      {link.isPending ? (
        <p role="status" className="mt-6 text-coffee-700">
          <Trans>Đang mở đơn hàng…</Trans>
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={submit}
        aria-label={t`Tra cứu đơn hàng`}
        className="mt-6 grid gap-4 rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1.4fr_auto] sm:items-end sm:p-6"
      >
        <TextField
          label={t`Mã đơn hàng`}
          name="so_ct"
          isRequired
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="DH000123"
          value={values.so_ct}
          onChange={(event) => setValues({ ...values, so_ct: event.target.value })}
        />
        <TextField
          label={t`Số điện thoại hoặc e-mail`}
          name="lien_he"
          isRequired
          value={values.lien_he}
          onChange={(event) => setValues({ ...values, lien_he: event.target.value })}
        />
        <button
          type="submit"
          disabled={lookup.isPending}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-leaf-700 px-6 font-semibold text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {lookup.isPending ? t`Đang tra cứu…` : t`Tra cứu`}
        </button>
        {error ? (
          <p role="alert" className="text-guava-700 text-sm sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" className="mt-6">
        {order ? <LookedUpOrder order={order} /> : null}
      </div>
      <p className="mt-6 text-coffee-700 text-sm">
        <Trans>Đã có tài khoản? Đăng nhập để xem mọi đơn hàng trong mục Đơn hàng của tài khoản.</Trans>
      </p>
      <p className="mt-2 text-coffee-700 text-sm">
        <Trans>
          Muốn tải về hoặc xóa dữ liệu cá nhân gắn với e-mail đã dùng khi đặt hàng?{' '}
          <Link to="/yeu-cau-du-lieu" className="font-semibold text-leaf-800 underline">
            Gửi yêu cầu về dữ liệu cá nhân
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}

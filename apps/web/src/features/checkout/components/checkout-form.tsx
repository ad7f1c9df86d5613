import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressInput, AddressReply, Carrier, OrderReply, PaymentMethod } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { checkCompanyInvoiceForm } from '@shop/domain/invoices';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from '@/ui/address-form/focus-first-invalid';
import { useAfflinkStore } from '@/lib/afflink';
import { useLanguageStore } from '@/stores/language-store';
import { useProvinceDistricts } from '@/ui/address-form/address-fields';
import {
  type AddressErrors,
  type AddressValues,
  firstError,
  validateOrderReceiver,
} from '@/ui/address-form/address-values';
import { Panel } from '@/ui/panel';
import { notifyCheckout } from '@/ui/toast';
import { checkoutQueries } from '../api/checkout-queries';
import { NEW_ADDRESS, useCheckoutSelection } from '../api/use-checkout-selection';
import { useDraftUpdate } from '../api/use-draft-update';
import { usePlaceOrder } from '../api/use-place-order';
import { useVouchers } from '../api/use-vouchers';
import { acceptedVouchers, draftChoicesOf } from '../lib/checkout-choices';
import {
  type CompanyInvoiceErrors,
  type CompanyInvoiceValues,
  companyInvoiceOf,
} from '../lib/company-invoice';
import type { ReceiverProfile } from '../lib/receiver-prefill';
import { useStableHandler } from '../lib/stable-handler';
import { CompanyInvoiceSection } from './company-invoice-section';
import { CarrierOptions, PaymentOptions } from './delivery-options';
import { OrderSummary } from './order-summary';
import { ReceiverSection } from './receiver-section';
import { VoucherBox } from './voucher-box';

type CheckoutFormProps = {
  draft: OrderReply;
  addresses: readonly AddressReply[];
  methods: readonly PaymentMethod[];
  carriers: readonly Carrier[];
  isUser: boolean;
  profile?: ReceiverProfile | undefined;
};

export function CheckoutForm({ draft, addresses, methods, carriers, isUser, profile }: CheckoutFormProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const afflink = useAfflinkStore((state) => state.afflink);
  const selection = useCheckoutSelection({ draft, addresses, methods, carriers, isUser, profile });
  const { receiver, carrier, paymentMethodId, addressChoice, isReady } = selection;
  const [errors, setErrors] = useState<AddressErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [saveToBook, setSaveToBook] = useState(true);
  // Decision 065: a company invoice, prefilled from the one kept with the default address.
  const keptInvoice = companyInvoiceOf(addresses.find((address) => address.ngam_dinh) ?? addresses[0]);
  const [wantsInvoice, setWantsInvoice] = useState(keptInvoice.ma_so_thue !== '');
  const [invoice, setInvoice] = useState(keptInvoice);
  const [invoiceErrors, setInvoiceErrors] = useState<CompanyInvoiceErrors>({});
  const provinceHasDistricts = useProvinceDistricts(receiver.tinh_thanh).length > 0;
  const rules = { locale: language, provinceHasDistricts };
  const update = useDraftUpdate(draft._id);
  const { place, isPlacing, hasStarted } = usePlaceOrder();
  const choices = () => ({
    ...draftChoicesOf({ receiver, carrier, paymentMethodId, afflink }),
    hoa_don: wantsInvoice ? invoice : null,
  });
  const vouchers = useVouchers(draft, update, choices);
  // The carriers' quotes for the address and goods the server last priced (decision 055).
  const quotes = useQuery(checkoutQueries.shippingQuotes(draft));

  // The shipping fee follows the address, so the draft is repriced when the place changes, and
  // when the carrier or payment method does (the draft keeps the shopper's choices).
  const pricingKey = [
    receiver.tinh_thanh,
    receiver.quan_huyen,
    receiver.xa_phuong,
    carrier,
    paymentMethodId,
  ].join('|');
  const lastPriced = useRef<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds what reprices the draft
  useEffect(() => {
    if (!isReady || lastPriced.current === pricingKey || hasStarted()) return;
    lastPriced.current = pricingKey;
    update.mutate(choices());
  }, [isReady, pricingKey]);
  // Until the server has priced the shopper's current choices and the carriers have quoted its
  // address, the totals and the carriers' lines are still changing (and moving what is below them):
  // the form says so in `data-repricing`, which the journeys wait on before the next tap.
  const isRepricing = lastPriced.current !== pricingKey || update.isPending || quotes.isFetching;

  // The sections are memoised and their handlers keep their identity: a draft's new totals (each
  // change of address, carrier or payment method, a voucher) render the summary, not the receiver's
  // fields, carriers, payment methods and invoice again (issue 28).
  const changeReceiver = useStableHandler((next: AddressValues) => {
    selection.setReceiver(next);
    if (isSubmitted) {
      const result = validateOrderReceiver(next, paymentMethodId, rules);
      setErrors(result.ok ? {} : result.errors);
    }
  });
  const chooseAddress = useStableHandler((choice: string) => {
    selection.chooseAddress(choice);
    setErrors({});
  });
  const changeInvoice = useStableHandler((next: CompanyInvoiceValues) => {
    setInvoice(next);
    if (isSubmitted && wantsInvoice) {
      const check = checkCompanyInvoiceForm(next, language);
      setInvoiceErrors(check.ok ? {} : check.errors);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPlacing) return;
    setIsSubmitted(true);
    const result = validateOrderReceiver(receiver, paymentMethodId, rules);
    const invoiceCheck = wantsInvoice ? checkCompanyInvoiceForm(invoice, language) : undefined;
    if (!result.ok || invoiceCheck?.ok === false) {
      setErrors(result.ok ? {} : result.errors);
      setInvoiceErrors(invoiceCheck?.ok === false ? invoiceCheck.errors : {});
      const message = result.ok
        ? Object.values(invoiceCheck?.ok === false ? invoiceCheck.errors : {})[0]
        : firstError(result.errors);
      if (message) notifyCheckout('error', message);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setInvoiceErrors({});
    const hoa_don = invoiceCheck?.ok ? invoiceCheck.invoice : null;
    const method = methods.find((item) => item._id === paymentMethodId);
    const isNew = !isUser || addressChoice === NEW_ADDRESS || addresses.length === 0;
    const kept = addresses.find((address) => address.ngam_dinh) ?? addresses[0];
    // Guests keep one address, always their default (SPEC §4); users add a new one if they wish.
    const addressToSave: AddressInput | undefined = !isUser
      ? { ...(kept ? { _id: kept._id } : {}), ...receiver, ngam_dinh: true, hoa_don }
      : isNew && saveToBook
        ? { ...receiver, hoa_don }
        : undefined;
    place({
      draftId: draft._id,
      choices: { ...choices(), hoa_don },
      addressToSave,
      isCashOnDelivery: method?.loai === 'cod',
      whenDraftSettled: update.whenSettled,
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Đặt hàng`}
      data-repricing={isRepricing ? '' : undefined}
      className="grid gap-4 lg:grid-cols-[3fr_2fr] lg:items-start"
    >
      <div className="grid gap-4">
        <ReceiverSection
          isUser={isUser}
          addresses={addresses}
          addressChoice={addressChoice}
          onAddressChoice={chooseAddress}
          receiver={receiver}
          errors={errors}
          onReceiverChange={changeReceiver}
          saveToBook={saveToBook}
          onSaveToBook={setSaveToBook}
        />
        <CarrierOptions
          carriers={carriers}
          value={carrier}
          onChange={selection.setCarrier}
          quotes={quotes.data}
          isQuoting={quotes.isFetching && !quotes.data}
          quotesFailed={quotes.isError}
        />
        <PaymentOptions methods={methods} value={paymentMethodId} onChange={selection.setPaymentMethodId} />
        <CompanyInvoiceSection
          isWanted={wantsInvoice}
          onWanted={setWantsInvoice}
          values={invoice}
          errors={invoiceErrors}
          onChange={changeInvoice}
        />
      </div>
      <Panel
        title={<Trans>Đơn hàng của bạn</Trans>}
        className="border-coffee-100 p-4 sm:p-6 lg:sticky lg:top-[calc(var(--header-height)+1rem)]"
      >
        <OrderSummary draft={draft}>
          <div className="mt-2">
            <VoucherBox
              vouchers={acceptedVouchers(draft)}
              isBusy={update.isPending}
              onAdd={vouchers.add}
              onRemove={vouchers.remove}
            />
          </div>
        </OrderSummary>
        <p aria-live="polite" className="sr-only">
          {update.isPending ? t`Đang cập nhật tổng tiền…` : ''}
        </p>
        <button
          type="submit"
          disabled={isPlacing || !isReady}
          className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-guava-600 px-6 font-bold text-lg text-white transition hover:bg-guava-700 focus-visible:outline-2 focus-visible:outline-guava-700 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {isPlacing ? <Trans>Đang đặt hàng…</Trans> : <Trans>Đặt hàng</Trans>}
        </button>
      </Panel>
    </form>
  );
}

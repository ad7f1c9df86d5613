import type { AddressReply, Carrier, OrderReply, PaymentMethod } from '@shop/api-client';
import { useEffect, useState } from 'react';
import { defaultAddress } from '../../../lib/address-book';
import { type AddressValues, addressValuesOf, EMPTY_ADDRESS } from '../../../ui/address-form/address-values';
import { carrierKey } from '../lib/checkout-choices';

/** The address choice that means "type a new one". */
export const NEW_ADDRESS = 'new';

type Sources = {
  draft: OrderReply | null | undefined;
  addresses: readonly AddressReply[] | undefined;
  methods: readonly PaymentMethod[] | undefined;
  carriers: readonly Carrier[] | undefined;
  isUser: boolean;
};

/**
 * The shopper's choices on the page, started once everything they depend on has loaded: a user's
 * default address preselected, a guest's kept address prefilled, else what the draft holds; the
 * draft's carrier and payment method, else the first offered.
 */
export function useCheckoutSelection({ draft, addresses, methods, carriers, isUser }: Sources) {
  const [receiver, setReceiver] = useState<AddressValues>(EMPTY_ADDRESS);
  const [addressChoice, setAddressChoice] = useState(NEW_ADDRESS);
  const [carrier, setCarrier] = useState('');
  const [paymentMethodId, setPaymentMethodId] = useState('');
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    if (isReady || !draft || !addresses || !methods || !carriers) return;
    const saved = defaultAddress(addresses);
    if (saved) {
      setReceiver(addressValuesOf(saved));
      setAddressChoice(isUser ? saved._id : NEW_ADDRESS);
    } else {
      setReceiver(addressValuesOf(draft));
    }
    const draftCarrier = carriers.find(
      (option) => option.ma_dv_vc === draft.don_vi_vc && option.ten_goi_cuoc === draft.goi_cuoc_vc,
    );
    const firstCarrier = draftCarrier ?? carriers[0];
    setCarrier(firstCarrier ? carrierKey(firstCarrier) : '');
    const draftMethod = methods.find((method) => method._id === draft.pt_thanh_toan);
    setPaymentMethodId((draftMethod ?? methods[0])?._id ?? '');
    setIsReady(true);
  }, [isReady, draft, addresses, methods, carriers, isUser]);

  const chooseAddress = (choice: string) => {
    setAddressChoice(choice);
    const address = addresses?.find((item) => item._id === choice);
    setReceiver(address ? addressValuesOf(address) : EMPTY_ADDRESS);
  };

  return {
    isReady,
    receiver,
    setReceiver,
    addressChoice,
    chooseAddress,
    carrier,
    setCarrier,
    paymentMethodId,
    setPaymentMethodId,
  };
}

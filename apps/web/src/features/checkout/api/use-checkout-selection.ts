import type { AddressReply, Carrier, OrderReply, PaymentMethod } from '@shop/api-client';
import { useEffect, useRef, useState } from 'react';
import { defaultAddress } from '@/lib/address-book';
import type { AddressField, AddressValues } from '@/ui/address-form/address-values';
import { carrierKey } from '../lib/checkout-choices';
import { changedFields, fillUntouched, prefillReceiver, type ReceiverProfile } from '../lib/receiver-prefill';

/** The address choice that means "type a new one". */
export const NEW_ADDRESS = 'new';

type Sources = {
  draft: OrderReply | null | undefined;
  addresses: readonly AddressReply[] | undefined;
  methods: readonly PaymentMethod[] | undefined;
  carriers: readonly Carrier[] | undefined;
  isUser: boolean;
  /** The logged-in shopper's profile; it may arrive after the page is ready. */
  profile?: ReceiverProfile | undefined;
};

/** The choices the page starts from, once everything they depend on has loaded (else undefined). */
function startingChoices({ draft, addresses, methods, carriers, isUser, profile }: Sources) {
  if (!draft || !addresses || !methods || !carriers) return undefined;
  const saved = defaultAddress(addresses);
  const draftCarrier = carriers.find(
    (option) => option.ma_dv_vc === draft.don_vi_vc && option.ten_goi_cuoc === draft.goi_cuoc_vc,
  );
  const firstCarrier = draftCarrier ?? carriers[0];
  const draftMethod = methods.find((method) => method._id === draft.pt_thanh_toan);
  return {
    receiver: prefillReceiver({ address: saved, draft, profile }),
    addressChoice: isUser && saved ? saved._id : NEW_ADDRESS,
    carrier: firstCarrier ? carrierKey(firstCarrier) : '',
    paymentMethodId: (draftMethod ?? methods[0])?._id ?? '',
  };
}

/**
 * The shopper's choices on the page, started once everything they depend on has loaded: the saved
 * default address (preselected for a user, prefilled for a guest), else what the draft holds, with
 * the profile's name, phone and e-mail where those are blank; the draft's carrier and payment
 * method, else the first offered. A profile that arrives later fills only blank fields the
 * shopper has not touched: nothing they typed is overwritten.
 */
export function useCheckoutSelection(sources: Sources) {
  const { draft, addresses, methods, carriers, isUser, profile } = sources;
  // Mounted with everything loaded (the checkout form is), the choices are there from the first
  // render: no second render of the whole form from an effect right after the first (issue 28: the
  // form's first render is the checkout's longest task on a phone).
  const [starting] = useState(() => startingChoices(sources));
  const [receiver, setReceiverState] = useState<AddressValues>(
    () => starting?.receiver ?? prefillReceiver({ profile }),
  );
  const [addressChoice, setAddressChoice] = useState(starting?.addressChoice ?? NEW_ADDRESS);
  const [carrier, setCarrier] = useState(starting?.carrier ?? '');
  const [paymentMethodId, setPaymentMethodId] = useState(starting?.paymentMethodId ?? '');
  const [isReady, setIsReady] = useState(starting !== undefined);
  const touched = useRef(new Set<AddressField>());
  // What the shopper typed as a new address, kept while they look at a saved one.
  const typedAddress = useRef<AddressValues | undefined>(undefined);

  // Sources that load after the first render: the choices start when the last one arrives.
  useEffect(() => {
    if (isReady) return;
    const choices = startingChoices({ draft, addresses, methods, carriers, isUser, profile });
    if (!choices) return;
    setReceiverState(choices.receiver);
    setAddressChoice(choices.addressChoice);
    setCarrier(choices.carrier);
    setPaymentMethodId(choices.paymentMethodId);
    setIsReady(true);
  }, [isReady, draft, addresses, methods, carriers, isUser, profile]);

  const { name, phone, email } = profile ?? {};
  useEffect(() => {
    if (name === undefined && phone === undefined && email === undefined) return;
    setReceiverState((current) =>
      fillUntouched(current, prefillReceiver({ profile: { name, phone, email } }), touched.current),
    );
  }, [name, phone, email]);

  const setReceiver = (next: AddressValues) => {
    for (const field of changedFields(receiver, next)) touched.current.add(field);
    setReceiverState(next);
    if (addressChoice === NEW_ADDRESS) typedAddress.current = next;
  };

  const chooseAddress = (choice: string) => {
    if (addressChoice === NEW_ADDRESS) typedAddress.current = receiver;
    setAddressChoice(choice);
    const address = addresses?.find((item) => item._id === choice);
    setReceiverState(
      address
        ? prefillReceiver({ address, profile })
        : (typedAddress.current ?? prefillReceiver({ profile })),
    );
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

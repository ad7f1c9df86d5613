import { Trans, useLingui } from '@lingui/react/macro';
import type { AddressReply } from '@shop/api-client';
import { formatAddressLine } from '@shop/domain/accounts';
import { AddressFields } from '@/ui/address-form/address-fields';
import { ChoiceRow } from '@/ui/choice-row';
import type { AddressErrors, AddressValues } from '@/ui/address-form/address-values';
import { NEW_ADDRESS } from '../api/use-checkout-selection';
import { CheckoutSection, ChoiceCard, ChoiceGroup } from './checkout-section';
import { memo } from 'react';

type ReceiverSectionProps = {
  isUser: boolean;
  addresses: readonly AddressReply[];
  /** An address _id, or NEW_ADDRESS. */
  addressChoice: string;
  onAddressChoice: (choice: string) => void;
  receiver: AddressValues;
  errors: AddressErrors;
  onReceiverChange: (values: AddressValues) => void;
  saveToBook: boolean;
  onSaveToBook: (save: boolean) => void;
};

/**
 * Receiver and address: a logged-in shopper picks one of the book (default preselected) or types
 * a new one; a guest types theirs (their last one is prefilled and kept as their default).
 */
function ReceiverSectionBody(props: ReceiverSectionProps) {
  const { t } = useLingui();
  const { isUser, addresses, addressChoice, onAddressChoice, saveToBook, onSaveToBook } = props;
  const canPick = isUser && addresses.length > 0;
  const isTyping = !canPick || addressChoice === NEW_ADDRESS;

  return (
    <CheckoutSection id="receiver-heading" title={<Trans>Thông tin nhận hàng</Trans>}>
      {canPick ? (
        <ChoiceGroup
          name="address"
          current={addressChoice}
          onChoose={onAddressChoice}
          legend={t`Chọn địa chỉ nhận hàng`}
          className="mb-4"
        >
          {addresses.map((address) => (
            <ChoiceCard key={address._id} value={address._id}>
              <span className="text-coffee-800">
                <span className="font-semibold text-coffee-900">
                  {address.ten_nguoi_nhan} · {address.sdt_nguoi_nhan}
                </span>
                {address.ngam_dinh ? (
                  <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-leaf-700 px-2 py-0.5 font-semibold text-white text-xs">
                    <Trans>Mặc định</Trans>
                  </span>
                ) : null}
                <span className="block">{formatAddressLine(address)}</span>
              </span>
            </ChoiceCard>
          ))}
          <ChoiceCard value={NEW_ADDRESS}>
            <span className="font-semibold text-coffee-900">
              <Trans>Giao đến địa chỉ khác</Trans>
            </span>
          </ChoiceCard>
        </ChoiceGroup>
      ) : null}
      {isTyping ? (
        <div className="grid gap-4">
          <AddressFields
            values={props.receiver}
            errors={props.errors}
            onChange={props.onReceiverChange}
            isNameRequired
          />
          {isUser ? (
            <ChoiceRow checked={saveToBook} onChange={onSaveToBook}>
              <Trans>Lưu địa chỉ này vào sổ địa chỉ</Trans>
            </ChoiceRow>
          ) : null}
        </div>
      ) : (
        <ReceiverErrors errors={props.errors} />
      )}
    </CheckoutSection>
  );
}

/** A saved address that does not pass the rules says why (its fields are not on screen). */
function ReceiverErrors({ errors }: { errors: AddressErrors }) {
  const messages = [...new Set(Object.values(errors).filter(Boolean))];
  if (messages.length === 0) return null;
  return (
    <ul className="grid gap-1 text-guava-700 text-sm">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

// Memoised: the checkout form renders again at each new total of the draft, these only when their
// own props change (issue 28).
export const ReceiverSection = memo(ReceiverSectionBody);

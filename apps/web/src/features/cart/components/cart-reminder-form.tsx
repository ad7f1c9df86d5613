import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PRIVACY_POLICY_HREF } from '@/lib/privacy-policy';
import { useLanguageStore } from '@/stores/language-store';
import { ContactInput } from '@/ui/contact-input';
import { Checkbox } from '@/ui/checkbox';
import { Panel } from '@/ui/panel';
import { saveCartReminder } from '../api/cart-reminder';

/**
 * A guest's "remind me of this cart" (issue 34, decision 064): an e-mail or phone and a box of its
 * own, never ticked for them (decision 063: the server records the marketing consent with the
 * contact, source `cart-reminder`, and refuses without the box). A signed-in shopper's cart gets
 * its reminder without asking, so the cart page shows this to guests only.
 */
export function CartReminderForm() {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const [contact, setContact] = useState('');
  const [agreed, setAgreed] = useState(false);
  const id = useId();
  const save = useMutation({
    mutationFn: () => saveCartReminder({ lien_he: contact, dong_y: agreed }),
  });
  const error = save.error
    ? save.error instanceof ApiError
      ? save.error.message
      : t`Chưa gửi được, vui lòng thử lại`
    : undefined;

  return (
    <Panel
      title={<Trans>Nhắc tôi về giỏ hàng này</Trans>}
      headingClassName="font-semibold text-coffee-900 text-lg"
      className="border-leaf-100 p-4 sm:p-6"
      data-cart-reminder={save.isSuccess ? 'saved' : 'form'}
    >
      {save.isSuccess ? (
        <p role="status" className="mt-3 rounded-xl bg-leaf-50 px-3 py-2 text-leaf-800 text-sm">
          {save.data.message}
        </p>
      ) : (
        <form
          noValidate
          className="mt-3 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!save.isPending) save.mutate();
          }}
        >
          <p className="text-coffee-700 text-sm">
            <Trans>
              Chưa muốn đặt ngay? Để lại email hoặc số điện thoại, chúng tôi sẽ nhắc bạn tối đa hai lần, kèm
              liên kết mở lại đúng giỏ hàng này.
            </Trans>
          </p>
          <label htmlFor={`${id}-contact`} className="font-medium text-coffee-800 text-sm">
            <Trans>Email hoặc số điện thoại</Trans>
          </label>
          <ContactInput id={`${id}-contact`} value={contact} onChange={setContact} error={error} />
          <div className="flex items-start gap-3">
            <Checkbox id={`${id}-agree`} name="dong_y" checked={agreed} onCheckedChange={setAgreed} />
            <p className="text-coffee-800 text-sm">
              <label htmlFor={`${id}-agree`}>
                <Trans>
                  Tôi đồng ý nhận lời nhắc về giỏ hàng qua email hoặc tin nhắn SMS; có thể huỷ bất cứ lúc nào
                  bằng liên kết trong tin nhắn.
                </Trans>
              </label>{' '}
              <a
                href={PRIVACY_POLICY_HREF[language]}
                target="_blank"
                rel="noopener"
                className="font-medium text-leaf-800 underline underline-offset-2"
              >
                <Trans>Chính sách bảo mật</Trans>
              </a>
            </p>
          </div>
          <button
            type="submit"
            disabled={save.isPending}
            className="inline-flex min-h-11 items-center justify-center self-start rounded-full border border-leaf-700 px-5 font-semibold text-leaf-800 transition hover:bg-leaf-50 disabled:opacity-60"
          >
            <Trans>Lưu và nhắc tôi</Trans>
          </button>
          {error ? (
            <p id={`${id}-contact-error`} role="alert" className="text-guava-700 text-sm">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </Panel>
  );
}

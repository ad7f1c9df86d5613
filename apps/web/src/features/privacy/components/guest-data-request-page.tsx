import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestDataRequestDone } from '@shop/domain/privacy';
import { isValidEmail } from '@shop/domain/accounts';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { getAuthApi } from '@/lib/api';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';
import { ChoiceRow } from '@/ui/choice-row';
import { TextField } from '@/ui/text-field';
import { savePersonalData } from '../api/account-data';
import { PageIntro } from '@/ui/page-intro';

type Kind = 'export' | 'delete';

const KINDS: readonly [Kind, MessageDescriptor][] = [
  ['export', msg`Tải về dữ liệu của tôi`],
  ['delete', msg`Xóa dữ liệu của tôi`],
];

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60';
const PRIMARY = `${BUTTON} bg-leaf-700 text-white hover:bg-leaf-800`;
const SECONDARY = `${BUTTON} border border-leaf-700 bg-white text-leaf-800 hover:bg-leaf-50`;

/**
 * /yeu-cau-du-lieu (decision 063): a guest who ordered without an account types the e-mail used
 * with the orders and what they want (their data, or its deletion); a code goes to that address
 * (the same answer whether or not it has orders); the code then downloads the data (JSON or a
 * readable HTML file) or deletes it.
 */
export function GuestDataRequestPage() {
  const { t, i18n } = useLingui();
  const language = useLanguageStore((state) => state.language);
  usePageMeta(
    t`Yêu cầu về dữ liệu cá nhân`,
    t`Tải về hoặc xóa dữ liệu cá nhân gắn với e-mail bạn đã dùng khi đặt hàng không cần tài khoản.`,
  );
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<Kind>('export');
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string>();
  const ask = useMutation({
    mutationFn: async () => (await getAuthApi()).askGuestDataRequest({ email: email.trim(), kind }),
  });
  const confirm = useMutation({
    mutationFn: async (id: string) =>
      (await getAuthApi()).confirmGuestDataRequest({ _id: id, code: code.trim() }),
  });

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    if (!isValidEmail(email.trim())) {
      setInputError(messageText('EMAIL_INVALID', language));
      return;
    }
    setInputError(undefined);
    confirm.reset();
    ask.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending || !ask.data) return;
    confirm.mutate(ask.data._id);
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 lg:py-14">
      <PageIntro title={<Trans>Yêu cầu về dữ liệu cá nhân</Trans>}>
        <Trans>
          Đặt hàng không cần tài khoản? Nhập e-mail bạn đã dùng khi đặt hàng. Chúng tôi gửi một mã xác thực
          đến e-mail đó; nhập mã để tải về hoặc xóa dữ liệu cá nhân gắn với e-mail này.
        </Trans>
      </PageIntro>
      {confirm.data ? (
        <Done reply={confirm.data} />
      ) : (
        <>
          <form
            noValidate
            onSubmit={submitEmail}
            aria-label={t`Gửi mã xác thực`}
            className="mt-6 flex flex-col gap-4 rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold text-coffee-900">
                <Trans>Bạn muốn</Trans>
              </legend>
              {KINDS.map(([value, label]) => (
                <ChoiceRow
                  key={value}
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                >
                  {i18n._(label)}
                </ChoiceRow>
              ))}
            </fieldset>
            <TextField
              label={t`E-mail đã dùng khi đặt hàng`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              isRequired
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div>
              <button type="submit" disabled={ask.isPending} className={PRIMARY}>
                {ask.isPending ? t`Đang gửi…` : ask.data ? t`Gửi lại mã` : t`Gửi mã xác thực`}
              </button>
            </div>
            {inputError || ask.error ? (
              <p role="alert" className="text-guava-700 text-sm">
                {inputError ?? ask.error?.message}
              </p>
            ) : null}
          </form>
          {ask.data ? (
            <form
              noValidate
              onSubmit={submitCode}
              aria-label={t`Nhập mã xác thực`}
              className="mt-4 flex flex-col gap-4 rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
            >
              <p role="status" className="text-coffee-800">
                {ask.data.message}
              </p>
              {kind === 'delete' ? (
                <p className="text-coffee-700 text-sm">
                  <Trans>
                    Khi xóa, tên, số điện thoại, e-mail, địa chỉ và ghi chú trong các đơn hàng của bạn được
                    thay thế; đơn hàng vẫn được giữ 10 năm cho sổ sách kế toán theo luật.
                  </Trans>
                </p>
              ) : null}
              <TextField
                label={t`Mã xác thực (6 chữ số)`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                isRequired
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <div>
                <button
                  type="submit"
                  disabled={confirm.isPending}
                  className={kind === 'delete' ? SECONDARY : PRIMARY}
                >
                  {kind === 'delete' ? t`Xác nhận xóa dữ liệu` : t`Xác nhận và tải về`}
                </button>
              </div>
              {confirm.error ? (
                <p role="alert" className="text-guava-700 text-sm">
                  {confirm.error.message}
                </p>
              ) : null}
            </form>
          ) : null}
        </>
      )}
      <p className="mt-6 text-coffee-700 text-sm">
        <Trans>
          Đã có tài khoản? Tải về hoặc xóa dữ liệu trong{' '}
          <Link to="/user-profile/my-profile" className="underline">
            thông tin tài khoản
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}

/** The request carried out: the downloads of an export, or what a deletion did. */
function Done({ reply }: { reply: GuestDataRequestDone }) {
  const day = new Date().toISOString().slice(0, 10);
  return (
    <section
      aria-label={reply.message}
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
      data-testid="guest-request-done"
    >
      <p role="status" className="font-semibold text-leaf-800">
        {reply.message}
      </p>
      {reply.kind === 'export' && reply.data ? (
        <>
          <p className="text-coffee-800">
            <Trans>Số đơn hàng: {reply.data.orders.length}</Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={PRIMARY}
              onClick={() => savePersonalData('json', JSON.stringify(reply.data, null, 2), day)}
            >
              <Trans>Tải về (JSON)</Trans>
            </button>
            <button
              type="button"
              className={SECONDARY}
              onClick={() => savePersonalData('html', reply.html ?? '', day)}
            >
              <Trans>Tải về (HTML dễ đọc)</Trans>
            </button>
          </div>
        </>
      ) : (
        <p className="text-coffee-800">
          <Trans>Số đơn hàng đã được xóa thông tin cá nhân: {reply.erased_orders ?? 0}</Trans>
        </p>
      )}
    </section>
  );
}

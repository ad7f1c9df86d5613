import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { messageText } from '@shop/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLanguageStore } from '@/stores/language-store';
import { TextField } from '@/ui/text-field';
import { notifyAccount } from '@/ui/toast';
import { deleteAccount, downloadAccountData } from '../api/account-data';

const buttonClass =
  'rounded-lg border border-leaf-700 px-4 py-2 font-medium text-leaf-800 hover:bg-leaf-50 disabled:opacity-60';

/**
 * The shopper's rights from the profile (decision 063): download every piece of data the shop holds
 * (JSON, or a readable HTML file), and delete the account after typing the password again. The
 * orders stay for the accounts, without the name, phone or e-mail; `onDeleted` logs out.
 */
export function AccountData({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const download = useMutation({
    mutationFn: (format: 'json' | 'html') => downloadAccountData(format),
    onError: () => void notifyAccount('error', messageText('INTERNAL_ERROR', language)),
  });
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: (reply) => {
      void notifyAccount('success', reply.message);
      onDeleted();
    },
    onError: (failure) =>
      setError(failure instanceof ApiError ? failure.message : messageText('INTERNAL_ERROR', language)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (password === '') {
      setError(messageText('PASSWORD_REQUIRED', language));
      return;
    }
    setError(undefined);
    remove.mutate(password);
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="font-semibold text-coffee-900 text-xl">
          <Trans>Dữ liệu của bạn</Trans>
        </h2>
        <p className="text-coffee-700 text-sm">
          <Trans>
            Tải về toàn bộ dữ liệu cửa hàng lưu về bạn: thông tin tài khoản, sổ địa chỉ, đơn hàng, giỏ hàng,
            sản phẩm yêu thích, các đồng ý và đăng ký nhận tin.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          {(['json', 'html'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={buttonClass}
              disabled={download.isPending}
              onClick={() => download.mutate(format)}
            >
              {format === 'json' ? t`Tải dữ liệu (JSON)` : t`Tải dữ liệu (HTML)`}
            </button>
          ))}
        </div>
      </div>
      <form noValidate onSubmit={submit} aria-label={t`Xóa tài khoản`} className="space-y-3">
        <h2 className="font-semibold text-guava-800 text-xl">
          <Trans>Xóa tài khoản</Trans>
        </h2>
        <p className="text-coffee-700 text-sm">
          <Trans>
            Tài khoản, sổ địa chỉ, giỏ hàng và các đăng ký sẽ bị xóa ngay, không thể khôi phục. Đơn hàng được
            giữ 10 năm theo luật kế toán nhưng không còn tên, số điện thoại và email của bạn.
          </Trans>
        </p>
        <TextField
          label={t`Nhập mật khẩu để xác nhận`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...(error ? { error } : {})}
        />
        <button
          type="submit"
          disabled={remove.isPending}
          className="rounded-lg bg-guava-700 px-4 py-2 font-semibold text-white hover:bg-guava-800 disabled:opacity-60"
        >
          {remove.isPending ? t`Đang xóa…` : t`Xóa tài khoản`}
        </button>
      </form>
    </div>
  );
}

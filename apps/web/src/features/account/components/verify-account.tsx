import { Trans, useLingui } from '@lingui/react/macro';
import { messageText } from '@shop/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getAuthApi } from '@/lib/api';
import { usePageMeta } from '@/lib/head';
import { useLanguageStore } from '@/stores/language-store';
import { AppLink } from '@/ui/app-link';
import type { VerifySearch } from '../lib/account-search';
import { markLoggedIn } from '../lib/login-reload';
import { AuthCard, textLinkClass } from './auth-card';
import { VerifyCodeForm } from './verify-code-form';

/**
 * /xac-thuc: the code after a signup or a login to an unverified account. A verified code logs
 * in (the server returns a token), so it ends like a login: update flag, then the reload.
 */
export function VerifyAccount({ account, id, redirect }: VerifySearch) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  usePageMeta(t`Xác thực tài khoản`);

  return (
    <AuthCard
      title={<Trans>Xác thực tài khoản</Trans>}
      footer={
        <AppLink href="/dang-nhap" className={textLinkClass}>
          <Trans>Quay lại đăng nhập</Trans>
        </AppLink>
      }
    >
      {account ? (
        <VerifyCodeForm
          account={account}
          codeId={id}
          getAuth={() => getAuthApi()}
          onVerified={() => {
            markLoggedIn({ type: 'success', message: messageText('VERIFY_SUCCESS', language) });
            void queryClient.invalidateQueries();
            void navigate({ href: redirect ?? '/' });
          }}
        />
      ) : (
        <p className="text-coffee-700">
          <Trans>Không có tài khoản nào đang chờ xác thực. Hãy đăng nhập hoặc đăng ký để nhận mã.</Trans>
        </p>
      )}
    </AuthCard>
  );
}

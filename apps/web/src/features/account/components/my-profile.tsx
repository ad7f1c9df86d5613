import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/head';
import { useSessionStore } from '@/stores/session-store';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

const cardClass = 'rounded-2xl border border-leaf-100 bg-white p-5 shadow-sm sm:p-6';

/**
 * /user-profile/my-profile: the user's information, the password change and, from the route, the
 * personal-data part (consents, the data download and the account's deletion).
 */
export function MyProfile({ privacy }: { privacy?: ReactNode }) {
  const { t } = useLingui();
  usePageMeta(t`Thông tin tài khoản`);
  // The session start fetched the user (GET /api/user); a saved profile replaces it there.
  const user = useSessionStore((state) => state.user);

  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-coffee-900 sm:text-3xl">
        <Trans>Thông tin tài khoản</Trans>
      </h1>
      {user ? (
        <section className={cardClass}>
          <ProfileForm key={user._id} user={user} />
        </section>
      ) : null}
      <section className={cardClass}>
        <ChangePasswordForm />
      </section>
      {privacy ? <section className={cardClass}>{privacy}</section> : null}
    </div>
  );
}

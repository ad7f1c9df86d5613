import { createFileRoute } from '@tanstack/react-router';
import { logOut } from '@/features/account/api/logout';
import { MyProfile } from '@/features/account/components/my-profile';
import { AccountData } from '@/features/privacy/components/account-data';
import { PrivacyChoices } from '@/features/privacy/components/privacy-choices';

/** A deleted account's session is gone: the tab forgets it and starts again as a guest, at home. */
const leaveDeletedAccount = () => void logOut(() => window.location.assign('/'));

/** The profile, with the shopper's consents and data rights beneath it (decision 063). */
function MyProfilePage() {
  return (
    <MyProfile
      privacy={
        <div className="space-y-8">
          <PrivacyChoices />
          <AccountData onDeleted={leaveDeletedAccount} />
        </div>
      }
    />
  );
}

export const Route = createFileRoute('/user-profile/my-profile')({ component: MyProfilePage });

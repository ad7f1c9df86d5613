import { createFileRoute } from '@tanstack/react-router';
import { MyProfile } from '@/features/account/components/my-profile';
import { PrivacyChoices } from '@/features/privacy/components/privacy-choices';

/** The profile, with the shopper's consents beneath it (decision 063). */
function MyProfilePage() {
  return <MyProfile privacy={<PrivacyChoices />} />;
}

export const Route = createFileRoute('/user-profile/my-profile')({ component: MyProfilePage });

import { createFileRoute } from '@tanstack/react-router';
import { MyProfile } from '@/features/account/components/my-profile';

export const Route = createFileRoute('/user-profile/my-profile')({ component: MyProfile });

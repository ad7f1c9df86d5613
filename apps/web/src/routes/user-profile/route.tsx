import { createFileRoute } from '@tanstack/react-router';
import { ProfileLayout } from '@/features/account/components/profile-layout';

export const Route = createFileRoute('/user-profile')({ component: ProfileLayout });

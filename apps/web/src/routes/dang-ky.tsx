import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/account/components/register-page';

export const Route = createFileRoute('/dang-ky')({ component: RegisterPage });

import { createFileRoute } from '@tanstack/react-router';
import { ForgotPassword } from '@/features/account/components/forgot-password';

export const Route = createFileRoute('/quen-mat-khau')({ component: ForgotPassword });

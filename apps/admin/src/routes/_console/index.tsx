import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_console/')({
  beforeLoad: () => {
    throw redirect({ to: '/orders' });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

// /user-profile alone shows the account information (the first entry of the account menu).
export const Route = createFileRoute('/user-profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/user-profile/my-profile', replace: true });
  },
});

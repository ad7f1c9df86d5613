import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC §2: any visit to the error page lands on home (a redirect from the server too).
export const Route = createFileRoute('/error')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

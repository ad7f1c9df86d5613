import { createFileRoute } from '@tanstack/react-router';
import { AddressBook } from '@/features/addresses/components/address-book';
import { addressQueries } from '@/lib/address-book';
import { unitQueries } from '@/ui/address-form/unit-queries';

export const Route = createFileRoute('/user-profile/address-book')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(addressQueries.list());
    void context.queryClient.prefetchQuery(unitQueries.provinces());
  },
  component: AddressBook,
});

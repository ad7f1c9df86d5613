import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AddressBook } from '@/features/addresses/components/address-book';
import { addressQueries } from '@/lib/address-book';
import { unitQueries } from '@/ui/address-form/unit-queries';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/user-profile/address-book')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(addressQueries.list());
    void context.queryClient.prefetchQuery(unitQueries.provinces());
  },
  head: titledHead(() => ({ title: t`Sổ địa chỉ` })),
  component: AddressBook,
});

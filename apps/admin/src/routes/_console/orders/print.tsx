import { createFileRoute } from '@tanstack/react-router';
import { PrintPage } from '@/features/orders/components/print-page';
import { readPrintSearch } from '@/features/orders/lib/print-search';

/** Invoices or packing slips of one or many orders: /orders/print?ids=…&doc=slip|invoice&size=a4|a5&lang=vi|en. */
export const Route = createFileRoute('/_console/orders/print')({
  validateSearch: readPrintSearch,
  component: function PrintOrders() {
    return <PrintPage search={Route.useSearch()} />;
  },
});

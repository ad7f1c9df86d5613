import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/ui/card';
import { einvoiceQueries } from '../api/einvoice-queries';
import { EinvoiceFacts, EinvoiceState, ReissueButton } from './einvoice-parts';

/** An order's e-invoices (decision 059) on its console page: state, VAT by rate, link, re-issue. */
export function EinvoiceCard({ orderId }: { orderId: string }) {
  const query = useQuery(einvoiceQueries.order(orderId));
  const invoices = query.data ?? [];
  if (invoices.length === 0) return null;
  return (
    <Card title={<Trans>Hóa đơn điện tử</Trans>}>
      <ul className="flex flex-col gap-3" data-testid="einvoice-card">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-col gap-2">
            <EinvoiceState invoice={invoice} />
            <EinvoiceFacts invoice={invoice} />
            <ReissueButton invoice={invoice} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

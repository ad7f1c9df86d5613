import type { ConsoleShipment, CreateShipmentsInput } from '@shop/domain/carriers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { consoleQuery } from '@/lib/console-query';

/** While the job queue has not answered yet, the card asks again this often. */
export const SHIPMENT_POLL_MS = 1_000;

const isWaiting = (shipment: ConsoleShipment | null | undefined) =>
  shipment?.state === 'requested' || shipment?.state === 'cancel-requested';

/** An order's carrier shipment (decision 058), under ['orders', 'shipment', id]. */
export const shipmentQueries = {
  all: () => ['orders', 'shipment'] as const,
  detail: (orderId: string) =>
    consoleQuery([...shipmentQueries.all(), orderId], async (api) => (await api.shipment(orderId)).shipment, {
      refetchInterval: (query) => (isWaiting(query.state.data) ? SHIPMENT_POLL_MS : false),
    }),
};

/**
 * GHN's stations near the shop's pick-up address (GHN's Get Station), for a drop-off; read when
 * staff choose to drop parcels off, kept for five minutes.
 */
export const ghnStationsQuery = () =>
  consoleQuery(['orders', 'ghn-stations'], (api) => api.ghnStations(), {
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Asks the carriers for the shipments of some orders; the orders' shipments and details are read again. */
export function useRequestShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShipmentsInput) => (await getConsoleApi()).requestShipments(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/**
 * Opens the carriers' labels of the orders' shipments: GHN's print page as it is, GHTK's PDF (read
 * with the console's session) from a blob. The tab is opened first, so no pop-up blocker stops it.
 */
export async function openLabels(orderIds: readonly string[], size: 'A5' | 'A6') {
  const api = await getConsoleApi();
  const { labels } = await api.shipmentLabels(orderIds, size);
  for (const label of labels) {
    const [first] = label.order_ids;
    if (label.carrier === 'ghn' || !first) {
      window.open(label.url, '_blank', 'noopener');
      continue;
    }
    const tab = window.open('', '_blank');
    const blob = await api.shipmentLabelPdf(first, size);
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  }
}

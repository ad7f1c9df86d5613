import type {
  ConsoleActionReply,
  ConsoleCancelBody,
  ConsoleMe,
  ConsoleOrderReply,
  InboxFilters,
  InboxQueryInput,
  InboxReply,
  OwnerSetupBody,
  RecordTransferBody,
  SetupReply,
  SetupStatus,
  ShipOrderBody,
  TeamMember,
} from '@shop/domain';
import type { Transport } from './client.js';

export type {
  ConsoleActionReply,
  ConsoleMe,
  ConsoleOrderReply,
  InboxFilters,
  InboxQueryInput,
  InboxReply,
  SetupReply,
  SetupStatus,
  TeamMember,
} from '@shop/domain';

/** The inbox's query as search parameters: blank and missing values left out. */
export function inboxSearchParams(query: InboxQueryInput = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && String(value) !== '') out[key] = String(value);
  return out;
}

/**
 * The owner console's calls (docs/api.md "Owner console"). Every one but the setup needs an owner's
 * or a staff member's token; shoppers and guests get 403, staff get 403 on the owner's calls.
 */
export function consoleCalls(transport: Transport) {
  const path = (suffix: string) => `api/${transport.options.idApp}/console/${suffix}`;
  const get = <T>(suffix: string, searchParams: Record<string, string> = {}) =>
    transport.http
      .get(path(suffix), { searchParams: { ...transport.authParams(), ...searchParams } })
      .json<T>();
  const post = <T>(suffix: string, json: object = {}) =>
    transport.http.post(path(suffix), { searchParams: transport.authParams(), json }).json<T>();
  const act = (id: string, action: string, body: object = {}) =>
    post<ConsoleActionReply>(`orders/${id}/${action}`, body);
  return {
    /** GET console/setup: whether the shop still waits for its owner. */
    setupStatus: () => get<SetupStatus>('setup'),
    /** POST console/setup: creates the owner with the start log's one-time token; replies with a session token. */
    setupOwner: (body: OwnerSetupBody) => post<SetupReply>('setup', body),
    /** GET console/me: the console user and the areas their role opens. */
    me: () => get<ConsoleMe>('me'),
    /** GET console/orders: one page of a tab, with every tab's count under the same filters. */
    listInbox: (query: InboxQueryInput = {}) => get<InboxReply>('orders', inboxSearchParams(query)),
    /** GET console/order-filters: payment methods and carriers to filter by. */
    inboxFilters: () => get<InboxFilters>('order-filters'),
    /** GET console/orders/{id}: the order, its possible actions and its timeline. */
    order: (id: string) => get<ConsoleOrderReply>(`orders/${id}`),
    confirmOrder: (id: string) => act(id, 'confirm'),
    shipOrder: (id: string, body: ShipOrderBody) => act(id, 'ship', body),
    deliverOrder: (id: string) => act(id, 'deliver'),
    cancelOrder: (id: string, body: ConsoleCancelBody) => act(id, 'cancel', body),
    recordTransfer: (id: string, body: RecordTransferBody) => act(id, 'payment', body),
    /** GET console/team (owner only): the owner and staff accounts. */
    team: () => get<TeamMember[]>('team'),
    /**
     * The URL of GET console/orders/events, the new-order feed (server-sent events: one
     * `order-placed` event, data `{ orderId }`, per order placed), for an EventSource, which sends
     * no headers: the token travels in the query like every call's.
     */
    orderEventsUrl: () => {
      const base = transport.options.baseUrl || (typeof location === 'undefined' ? '' : location.origin);
      return `${base}/${path('orders/events')}?${new URLSearchParams(transport.authParams())}`;
    },
  };
}

export type ConsoleApi = ReturnType<typeof consoleCalls>;

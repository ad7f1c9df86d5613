import type {
  AssignCarrierAddressBody,
  BulkShipmentReply,
  CarrierAddressMapping,
  CarrierStation,
  CarrierWardChoice,
  CodImportReply,
  CodOverview,
  CodStatementBody,
  ConsoleShipment,
  CreateShipmentsInput,
  ShipmentLabel,
} from '@shop/domain/carriers';
import type {
  AcceptInviteBody,
  AcceptInviteReply,
  CustomerDetail,
  CustomersQueryInput,
  CustomersReply,
  DashboardQueryInput,
  DashboardReply,
  DoneReply,
  InviteInfo,
  InviteReply,
  MessageHandledReply,
  MessagesQueryInput,
  MessagesReply,
  StaffInvitation,
  SubscribersQueryInput,
  SubscribersReply,
  BulkConfirmReply,
  ConsoleActionReply,
  ConsoleCancelBody,
  ConsoleRefundReply,
  ConsoleMe,
  ConsoleOrderReply,
  InboxFilters,
  InboxQueryInput,
  InboxReply,
  ItemHistoryReply,
  OwnerSetupBody,
  RecordTransferBody,
  GatewayRefundBody,
  SetupReply,
  SetupStatus,
  ShipOrderBody,
  TeamMember,
} from '@shop/domain/console';
import type { ConsoleEinvoice, ConsoleEinvoiceList } from '@shop/domain/invoices';
import type {
  BankTransferEntry,
  BankTransferOutcome,
  BankRefundBody,
  PaymentSettings,
  PaymentsQuery,
  PaymentsReply,
} from '@shop/domain/payments';
import type {
  DataRequestReply,
  DataRequestsQueryInput,
  DataRequestsReply,
  ManualDataRequestBody,
} from '@shop/domain/privacy';
import { EventSource } from 'eventsource';
import type { Transport } from './client.js';
import { consoleContentCalls } from './console-content.js';
import { promotionCalls } from './console-promotions.js';
import { catalogueCalls } from './console-catalogue.js';
import { searchParamsOf } from './console-params.js';
import { staffRightsCalls } from './console-rights.js';
import { settingsCalls } from './console-settings.js';

export type {
  BulkShipmentReply,
  CarrierStation,
  ConsoleShipment,
  CreateShipmentsInput,
  ShipmentLabel,
} from '@shop/domain/carriers';
export type {
  AcceptInviteReply,
  CustomerDetail,
  CustomersReply,
  DashboardReply,
  InviteInfo,
  InviteReply,
  MessageHandledReply,
  MessagesReply,
  StaffInvitation,
  SubscribersReply,
  BulkConfirmReply,
  BulkOutcome,
  ConsoleActionReply,
  ConsoleMe,
  ConsoleOrderReply,
  InboxFilters,
  InboxQueryInput,
  InboxReply,
  SetupReply,
  SetupStatus,
  TeamMember,
} from '@shop/domain/console';
export type { ConsoleEinvoice, ConsoleEinvoiceList } from '@shop/domain/invoices';

/** The inbox's query as search parameters: blank and missing values left out. */
export function inboxSearchParams(query: InboxQueryInput = {}): Record<string, string> {
  return searchParamsOf(query);
}

export { searchParamsOf } from './console-params.js';

/** A CSV download: its bytes and the file name the server gave it. */
export interface OrderExport {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header ('attachment; filename="x.csv"'), else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * The owner console's calls (docs/api.md "Owner console"). Every one but the setup needs an owner's
 * or a staff member's token; shoppers and guests get 403, staff get 403 on the owner's calls.
 */
/** A console answer to an unmatched transfer: the transfer as it now is, and the message. */
export interface BankTransferHandled {
  entry: BankTransferEntry;
  message: string;
}

/** The Payments screen's query as search parameters: only what is set ('all' is the default). */
function paymentsParams(query: Partial<PaymentsQuery>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

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
    ...consoleContentCalls(transport),
    ...settingsCalls(transport),
    ...promotionCalls(transport),
    ...catalogueCalls({ get, post }),
    /** GET console/setup: whether the shop still waits for its owner. */
    setupStatus: () => get<SetupStatus>('setup'),
    /** POST console/setup: creates the owner with the start log's one-time token; replies with a session token. */
    setupOwner: (body: OwnerSetupBody) => post<SetupReply>('setup', body),
    /** GET console/me: the console user and the areas their role opens. */
    me: () => get<ConsoleMe>('me'),
    /** GET console/orders: one page of a tab, with every tab's count under the same filters. */
    listInbox: (query: InboxQueryInput = {}) => get<InboxReply>('orders', inboxSearchParams(query)),
    /** GET console/orders/export: the filtered, searched, sorted list (no paging) as UTF-8 CSV with a BOM. */
    exportOrders: async (query: InboxQueryInput = {}): Promise<OrderExport> => {
      const { page: _page, limit: _limit, ...filters } = query;
      const response = await transport.http.get(path('orders/export'), {
        searchParams: { ...transport.authParams(), ...inboxSearchParams(filters) },
      });
      return {
        blob: await response.blob(),
        fileName: attachmentName(response.headers.get('content-disposition'), 'orders.csv'),
      };
    },
    /** POST console/orders/confirm: confirms each of 1–100 orders on its own; reports each one. */
    confirmOrders: (ids: readonly string[]) => post<BulkConfirmReply>('orders/confirm', { ids }),
    /** GET console/order-filters: payment methods and carriers to filter by. */
    inboxFilters: () => get<InboxFilters>('order-filters'),
    /** GET console/orders/{id}: the order, its possible actions and its timeline. */
    order: (id: string) => get<ConsoleOrderReply>(`orders/${id}`),
    confirmOrder: (id: string) => act(id, 'confirm'),
    shipOrder: (id: string, body: ShipOrderBody) => act(id, 'ship', body),
    deliverOrder: (id: string) => act(id, 'deliver'),
    cancelOrder: (id: string, body: ConsoleCancelBody) => act(id, 'cancel', body),
    recordTransfer: (id: string, body: RecordTransferBody) => act(id, 'payment', body),
    /** POST console/orders/shipments: asks the carriers for the shipments of 1–50 confirmed orders (the job queue calls them). */
    requestShipments: (body: CreateShipmentsInput) => post<BulkShipmentReply>('orders/shipments', body),
    /** GET console/einvoices: the e-invoices (decision 059), newest sale first, by state and period (YYYY-MM-DD). */
    listEinvoices: (query: { state?: ConsoleEinvoice['state']; from?: string; to?: string } = {}) =>
      get<ConsoleEinvoiceList>(
        'einvoices',
        Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
      ),
    /** GET console/orders/{id}/einvoices: the order's e-invoices. */
    orderEinvoices: (id: string) => get<{ einvoices: ConsoleEinvoice[] }>(`orders/${id}/einvoices`),
    /** POST console/einvoices/{id}/reissue: issues a failed invoice again (through the job queue). */
    reissueEinvoice: (id: string) => post<{ einvoice: ConsoleEinvoice }>(`einvoices/${id}/reissue`),
    /** GET console/einvoices/export: the accountant's CSV of a period (from, to: YYYY-MM-DD). */
    exportEinvoices: async (from: string, to: string): Promise<OrderExport> => {
      const response = await transport.http.get(path('einvoices/export'), {
        searchParams: { ...transport.authParams(), from, to },
      });
      return {
        blob: await response.blob(),
        fileName: attachmentName(response.headers.get('content-disposition'), 'hoa-don.csv'),
      };
    },
    /** GET console/orders/{id}/shipment: the order's carrier shipment (null: none yet). */
    shipment: (id: string) => get<{ shipment: ConsoleShipment | null }>(`orders/${id}/shipment`),
    /** POST console/orders/{id}/shipment/cancel: cancels it (at the carrier, through the job queue). */
    cancelShipment: (id: string) =>
      post<{ shipment: ConsoleShipment | null; message: string }>(`orders/${id}/shipment/cancel`),
    /** POST console/orders/{id}/return-received: a parcel returned to the shop is back; its stock comes back once. */
    confirmReturnReceived: (id: string) =>
      post<{ changed: boolean; ngay_nhan_hang_hoan: string | null; message: string }>(
        `orders/${id}/return-received`,
      ),
    /** GET console/orders/cod: what each carrier owes in COD, and the statement lines that do not agree (decision 066). */
    codOverview: () => get<CodOverview>('orders/cod'),
    /** POST console/orders/cod-statements: imports a carrier's COD statement (CSV text). */
    importCodStatement: (body: CodStatementBody) => post<CodImportReply>('orders/cod-statements', body),
    /** GET console/carriers/ghn/addresses: GHN's address mapping, its last refresh and what did not map. */
    carrierAddresses: () => get<CarrierAddressMapping & { enabled: boolean }>('carriers/ghn/addresses'),
    /** POST console/carriers/ghn/addresses/refresh: reads GHN's master data again (through the job queue). */
    refreshCarrierAddresses: () => post<{ message: string }>('carriers/ghn/addresses/refresh'),
    /** GET console/carriers/ghn/wards: GHN's wards of a province's former provinces, by name. */
    carrierWards: (province: string, q: string) =>
      get<{ items: CarrierWardChoice[] }>('carriers/ghn/wards', { province, q }),
    /** POST console/carriers/ghn/addresses: a unit given one of GHN's wards by hand. */
    assignCarrierAddress: (body: AssignCarrierAddressBody) =>
      post<CarrierAddressMapping & { enabled: boolean; message: string }>('carriers/ghn/addresses', body),
    /**
     * GET console/carriers/ghn/stations: GHN's stations near the shop's pick-up address, for a
     * drop-off (GHN's Get Station; `pickup_mapped` false when GHN has no ids for that address).
     */
    ghnStations: () => get<{ items: CarrierStation[]; pickup_mapped: boolean }>('carriers/ghn/stations'),
    /** GET console/orders/shipments/labels: the carriers' labels of the orders' shipments, A5 or A6. */
    shipmentLabels: (ids: readonly string[], size: 'A5' | 'A6') =>
      get<{ labels: ShipmentLabel[] }>('orders/shipments/labels', { ids: ids.join(','), size }),
    /** GET console/orders/{id}/shipment/label: the carrier's label of one parcel as a PDF (GHTK's). */
    shipmentLabelPdf: (id: string, size: 'A5' | 'A6') =>
      transport.http
        .get(path(`orders/${id}/shipment/label`), { searchParams: { ...transport.authParams(), size } })
        .blob(),
    /**
     * POST console/orders/{id}/refund (the `refund` right): part or all of an e-wallet payment back
     * through its gateway; recorded as asked (`requested`) and sent by the job queue.
     */
    refundOrder: (id: string, body: GatewayRefundBody) =>
      post<ConsoleRefundReply>(`orders/${id}/refund`, body),
    /**
     * POST console/orders/{id}/bank-refunds (the `refund` right): a refund the shop sent from its
     * bank account for a transfer, recorded as done (decision 067).
     */
    recordBankRefund: (id: string, body: BankRefundBody) =>
      post<ConsoleRefundReply>(`orders/${id}/bank-refunds`, body),
    /** POST console/orders/{id}/reopen: an order the payment hold cancelled, placed again if stock allows. */
    reopenOrder: (id: string) => post<ConsoleActionReply>(`orders/${id}/reopen`),
    /** GET console/settings/payment-hold (owner): the hold of unpaid orders, in hours. */
    paymentSettings: () => get<PaymentSettings>('settings/payment-hold'),
    /** POST console/settings/payment-hold (owner): saves it (1–168 hours). */
    savePaymentSettings: (body: PaymentSettings) =>
      post<PaymentSettings & { message: string }>('settings/payment-hold', body),
    /**
     * GET console/payments: the span's movements (transfers, e-wallet payments waiting, refunds),
     * newest first, at most 500, with the totals per kind and state (issue 30).
     */
    payments: (query: Partial<PaymentsQuery> = {}) => get<PaymentsReply>('payments', paymentsParams(query)),
    /** GET console/payments/export: all of them as CSV (UTF-8 with a BOM, ISO dates, whole VND). */
    exportPayments: async (query: Partial<PaymentsQuery> = {}): Promise<OrderExport> => {
      const response = await transport.http.get(path('payments/export'), {
        searchParams: { ...transport.authParams(), ...paymentsParams(query) },
      });
      return {
        blob: await response.blob(),
        fileName: attachmentName(response.headers.get('content-disposition'), 'payments.csv'),
      };
    },
    /** GET console/bank-transfers: the transfers of one outcome (default unmatched: waiting for staff), newest first. */
    bankTransfers: (outcome: BankTransferOutcome | 'all' = 'unmatched') =>
      get<{ items: BankTransferEntry[] }>('bank-transfers', { outcome }),
    /** POST console/bank-transfers/{id}/assign: an unmatched transfer pays (or part-pays) the order with this code. */
    assignBankTransfer: (id: string, soCt: string) =>
      post<BankTransferHandled>(`bank-transfers/${encodeURIComponent(id)}/assign`, { so_ct: soCt }),
    /** POST console/bank-transfers/{id}/not-ours: an unmatched transfer is not the shop's. */
    markBankTransferNotOurs: (id: string) =>
      post<BankTransferHandled>(`bank-transfers/${encodeURIComponent(id)}/not-ours`),
    /**
     * GET console/history/{collection}/{id}: the item's timeline (created, each change with its
     * author and fields, deleted), for those who may use the collection's area.
     */
    history: (collection: string, id: string) =>
      get<ItemHistoryReply>(`history/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`),
    /** GET console/team (owner only): the owner and staff accounts. */
    team: () => get<TeamMember[]>('team'),
    /** GET console/dashboard: figures of today, the last 7 or 30 days (placed, not cancelled orders). */
    dashboard: (query: DashboardQueryInput = {}) => get<DashboardReply>('dashboard', searchParamsOf(query)),
    /** GET console/customers: accounts and guests, searched and paged on the server. */
    customers: (query: CustomersQueryInput = {}) => get<CustomersReply>('customers', searchParamsOf(query)),
    /** GET console/customers/detail: a customer by key with their orders, addresses and total spent. */
    customer: (key: string) => get<CustomerDetail>('customers/detail', { key }),
    /** GET console/messages: contact messages, newest first, by handled state. */
    messages: (query: MessagesQueryInput = {}) => get<MessagesReply>('messages', searchParamsOf(query)),
    /** POST console/messages/{id}/handled: marks a contact message handled or not. */
    setMessageHandled: (id: string, handled: boolean) =>
      post<MessageHandledReply>(`messages/${id}/handled`, { handled }),
    /** POST console/messages/{id}/reply: mails an answer to the sender (through the outbox) and records it. */
    replyToMessage: (id: string, noi_dung: string) =>
      post<MessageHandledReply>(`messages/${id}/reply`, { noi_dung }),
    /**
     * GET console/data-requests (owner only): personal-data requests with their legal deadline,
     * newest first, by state (open, overdue, done) and kind (decision 063).
     */
    dataRequests: (query: DataRequestsQueryInput = {}) =>
      get<DataRequestsReply>('data-requests', searchParamsOf(query)),
    /** POST console/data-requests (owner only): records a request received by letter, phone or mail. */
    recordDataRequest: (body: ManualDataRequestBody) => post<DataRequestReply>('data-requests', body),
    /** POST console/data-requests/{id}/done (owner only): the request is carried out. */
    markDataRequestDone: (id: string) =>
      post<DataRequestReply>(`data-requests/${encodeURIComponent(id)}/done`),
    /** GET console/subscribers: newsletter subscribers, newest first. */
    subscribers: (query: SubscribersQueryInput = {}) =>
      get<SubscribersReply>('subscribers', searchParamsOf(query)),
    /** GET console/subscribers.csv: every subscriber as a CSV file (UTF-8 with a BOM). */
    subscribersCsv: () =>
      transport.http.get(path('subscribers.csv'), { searchParams: transport.authParams() }).blob(),
    /** GET console/invitations (owner only): pending staff invitations. */
    invitations: () => get<StaffInvitation[]>('invitations'),
    /** POST console/invitations (owner only): invites an e-mail to the staff (a link is mailed). */
    invite: (email: string) => post<InviteReply>('invitations', { email }),
    /** POST console/invitations/{id}/revoke (owner only): the invitation's link stops working. */
    revokeInvitation: (id: string) => post<DoneReply>(`invitations/${id}/revoke`),
    /** POST console/team/{id}/revoke (owner only): a staff member becomes a shopper; their sessions end. */
    revokeStaff: (id: string) => post<DoneReply>(`team/${id}/revoke`),
    /** GET console/invite?token=…: who an invitation link invites (public). */
    invitation: (token: string) => get<InviteInfo>('invite', { token }),
    /** POST console/invite: accepts an invitation; replies with the new staff member's session. */
    acceptInvitation: (body: AcceptInviteBody) => post<AcceptInviteReply>('invite', body),
    ...staffRightsCalls(transport),
    /**
     * Opens GET console/orders/events, the new-order feed (server-sent events: one `order-placed`
     * event, data `{ orderId }`, per order placed). An EventSource over fetch (the `eventsource`
     * package), because a browser's EventSource sends no headers and the console's token never goes
     * in an address (decision 016): it travels in `Authorization`, read again at each reconnection.
     */
    openOrderEvents: (): EventSource => {
      const base = transport.options.baseUrl || (typeof location === 'undefined' ? '' : location.origin);
      const url = `${base}/${path('orders/events')}?${new URLSearchParams({ trust_key: transport.options.trustKey })}`;
      const fetchWith = transport.options.fetch ?? globalThis.fetch;
      return new EventSource(url, {
        fetch: (input, init) => {
          const token = transport.token();
          return fetchWith(input, {
            ...init,
            headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
        },
      });
    },
  };
}

export type ConsoleApi = ReturnType<typeof consoleCalls>;

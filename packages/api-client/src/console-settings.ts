import type {
  CompanyForm,
  CompanyReply,
  FooterLinksBody,
  FooterLinksReply,
  FooterListsReply,
  FooterOrderBody,
  SettingsKind,
  SettingsRows,
  SettingsSaveReply,
} from '@shop/domain/console';
import type { MessageSettingsForm, MessageSettingsReply } from '@shop/domain/reminders';
import type { Transport } from './client.js';

export type {
  CompanyReply,
  FeeRow,
  FooterEntry,
  FooterLinksReply,
  FooterListsReply,
  FreeshipRow,
  CarrierRow,
  PaymentRow,
  SettingsKind,
  SettingsRows,
} from '@shop/domain/console';
export type { FooterLink } from '@shop/domain/content';

/** The body a settings list's write takes: its form's input (numbers may still be typed text). */
export type SettingsBody = Record<string, unknown>;

/**
 * The console's settings calls (docs/api.md "Console: settings"), owner only: staff get 403
 * CONSOLE_FORBIDDEN. Spread into consoleCalls.
 */
export function settingsCalls(transport: Transport) {
  const path = (suffix: string) => `api/${transport.options.idApp}/console/settings/${suffix}`;
  const options = (json?: object) => ({ searchParams: transport.authParams(), ...(json ? { json } : {}) });
  return {
    /** GET console/settings/messages: the cart reminder's delay and the ZNS template ids (decision 064). */
    messageSettings: () => transport.http.get(path('messages'), options()).json<MessageSettingsReply>(),
    /** PUT console/settings/messages: its form (the hours may be typed text; an empty id: the environment's). */
    saveMessageSettings: (body: Partial<Record<keyof MessageSettingsForm, string | number>>) =>
      transport.http.put(path('messages'), options(body)).json<MessageSettingsReply & { message: string }>(),
    /** GET console/settings/{kind}: fees, freeships, carriers or payments, as the console lists them. */
    settings: <K extends SettingsKind>(kind: K) =>
      transport.http.get(path(kind), options()).json<SettingsRows[K][]>(),
    /** POST console/settings/{kind}: a new fee row, free-shipping rule or carrier package. */
    createSetting: <K extends Exclude<SettingsKind, 'payments'>>(kind: K, body: SettingsBody) =>
      transport.http.post(path(kind), options(body)).json<SettingsSaveReply<SettingsRows[K]>>(),
    /** PUT console/settings/{kind}/{id}: the row's form; its other stored fields are kept. */
    updateSetting: <K extends SettingsKind>(kind: K, id: string, body: SettingsBody) =>
      transport.http.put(path(`${kind}/${id}`), options(body)).json<SettingsSaveReply<SettingsRows[K]>>(),
    /** DELETE console/settings/{kind}/{id} (not payment methods: switch those off). */
    deleteSetting: (kind: Exclude<SettingsKind, 'payments'>, id: string) =>
      transport.http.delete(path(`${kind}/${id}`), options()).json<{ _id: string; message: string }>(),
    /** GET console/settings/company: the company info and contact records as one form. */
    company: () => transport.http.get(path('company'), options()).json<CompanyReply>(),
    /** PUT console/settings/company: saves both records at once. */
    saveCompany: (body: CompanyForm) =>
      transport.http.put(path('company'), options(body)).json<CompanyReply & { message: string }>(),
    /** GET console/settings/footer: the policy and guide pages in footer order, both languages. */
    footerLists: () => transport.http.get(path('footer'), options()).json<FooterListsReply>(),
    /** PUT console/settings/footer: one list's new order (every group of the kind, once). */
    saveFooterOrder: (body: FooterOrderBody) =>
      transport.http.put(path('footer'), options(body)).json<{ lists: FooterListsReply; message: string }>(),
    /** GET console/settings/footer/links: each footer list's links (the owner's, or the first pages). */
    footerLinks: () => transport.http.get(path('footer/links'), options()).json<FooterLinksReply>(),
    /** PUT console/settings/footer/links: replaces one footer list's links (decision 033). */
    saveFooterLinks: (body: FooterLinksBody) =>
      transport.http.put(path('footer/links'), options(body)).json<FooterLinksReply & { message: string }>(),
    /**
     * GET console/settings/payment-qr: the VietQR preview (SVG) of a bank account, fetched with the
     * console's token in its header (an <img src> would need it in the address; decision 016), for
     * an object URL.
     */
    paymentQr: (bin: string, account: string) =>
      transport.http
        .get(path('payment-qr'), {
          searchParams: { ...transport.authParams(), ngan_hang_bin: bin, so_tai_khoan: account },
        })
        .blob(),
  };
}

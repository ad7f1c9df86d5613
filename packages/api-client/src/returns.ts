import type {
  ConsoleReturn,
  ConsoleReturnStepReply,
  ConsoleReturnsReply,
  OwnReturn,
  ReturnApprove,
  ReturnMedia,
  ReturnReceive,
  ReturnReject,
  ReturnRequest,
  ReturnSettings,
  ReturnStatus,
} from '@shop/domain/returns';
import type { Transport } from './client.js';
import { searchParamsOf } from './console-params.js';
import { postFileField } from './files.js';

/** What asking for a return answers: the request and the server's words in the asked language. */
export interface ReturnRequested {
  return: OwnReturn;
  message: string;
}

/** The request's body as a caller writes it: `note` and `media` may be left out. */
export type ReturnRequestBody = Omit<ReturnRequest, 'note' | 'media'> & { note?: string; media?: string[] };

/** The shopper's return and exchange calls (issue 33, decisions 076 and 077). */
export function returnCalls(transport: Transport) {
  const path = (suffix = '') => `api/${transport.options.idApp}/returns${suffix}`;
  const searchParams = () => transport.authParams();
  return {
    /** GET returns/mine: the shopper's requests, newest first, with media, steps and exchange order. */
    myReturns: () => transport.http.get(path('/mine'), { searchParams: searchParams() }).json<OwnReturn[]>(),
    /** GET returns/settings: the shop's return window in hours after delivery (anyone). */
    returnSettings: () =>
      transport.http.get(path('/settings'), { searchParams: searchParams() }).json<ReturnSettings>(),
    /**
     * POST returns/media (multipart `file`): a photo (≤ 10 MB, re-encoded without EXIF or GPS) or
     * a video (mp4/webm/mov ≤ 50 MB, kept as sent) for a request; the type is judged by the bytes.
     */
    uploadReturnMedia: (file: Blob) => postFileField<ReturnMedia>(transport, path('/media'), file, 'media'),
    /** POST returns: asks for a return or an exchange of a delivered order's lines within the window. */
    requestReturn: (body: ReturnRequestBody) =>
      transport.http.post(path(), { json: body, searchParams: searchParams() }).json<ReturnRequested>(),
  };
}

/**
 * The console's returns (orders area: staff with the orders right, and the owner). Every step
 * answers the return as it now is; a step from the wrong state is 409 with a coded message.
 */
export function consoleReturnCalls(transport: Transport) {
  const path = (suffix = '') => `api/${transport.options.idApp}/console/returns${suffix}`;
  const searchParams = (extra: Record<string, string> = {}) => ({ ...transport.authParams(), ...extra });
  const step = (id: string, name: string, json: object) =>
    transport.http
      .post(path(`/${id}/${name}`), { json, searchParams: searchParams() })
      .json<ConsoleReturnStepReply>();
  return {
    /** GET console/returns: a page of 20, newest first, of one status or all, with the counts. */
    returns: (query: { status?: ReturnStatus; page?: number } = {}) =>
      transport.http
        .get(path(), { searchParams: searchParams(searchParamsOf(query)) })
        .json<ConsoleReturnsReply>(),
    /** GET console/returns/{id}: lines, media, steps, payment and exchange order. */
    returnDetail: (id: string) =>
      transport.http.get(path(`/${id}`), { searchParams: searchParams() }).json<ConsoleReturn>(),
    /** POST …/approve: from new; 'keep' leaves the goods with the shopper (nothing to receive). */
    approveReturn: (id: string, body: { instructions: ReturnApprove['instructions']; note?: string }) =>
      step(id, 'approve', body),
    /** POST …/receive: from approved 'send-back'; restock (once) or write off with a reason. */
    receiveReturn: (id: string, body: { action: ReturnReceive['action']; reason?: string }) =>
      step(id, 'receive', body),
    /** POST …/refund: from received, or approved 'keep'; the kept amount through the payment module. */
    refundReturn: (id: string) => step(id, 'refund', {}),
    /** POST …/exchange: from received, or approved 'keep'; a new order at no charge, stock reserved. */
    exchangeReturn: (id: string) => step(id, 'exchange', {}),
    /** POST …/reject: from new or approved, with the reason the shopper is told. */
    rejectReturn: (id: string, body: ReturnReject) => step(id, 'reject', body),
    /** GET console/settings/returns: the return window. */
    consoleReturnSettings: () =>
      transport.http
        .get(`api/${transport.options.idApp}/console/settings/returns`, { searchParams: searchParams() })
        .json<ReturnSettings>(),
    /** PUT console/settings/returns (owner): the window, 1–720 hours (the text of a number is taken). */
    saveReturnSettings: (body: { return_window_hours: number | string }) =>
      transport.http
        .put(`api/${transport.options.idApp}/console/settings/returns`, {
          json: body,
          searchParams: searchParams(),
        })
        .json<ReturnSettings & { message: string }>(),
  };
}

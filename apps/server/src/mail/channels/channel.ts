import type { FetchLike } from '../../commerce/carriers/carrier.js';

/**
 * The ways a message leaves the shop (decision 060): e-mail (SMTP), SMS (the eSMS brandname
 * gateway) and Zalo ZNS (Zalo's template messages). Each outbox row names one.
 */
export const CHANNEL_KINDS = ['email', 'sms', 'zns'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** How a channel runs in this process: with the provider's keys, as the local simulator, or not at all. */
export type ChannelState = 'keys' | 'simulator' | 'off';

/** What a channel is given to send: the outbox row as rendered. */
export interface OutgoingMessage {
  /** The outbox row's id: providers that take a request id get it, so a resend is not a second message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** E-mail only: the VietQR payload drawn into an inline image. */
  qrPayload?: string | undefined;
  /** E-mail only: extra headers (a marketing mail's List-Unsubscribe, RFC 8058; decision 063). */
  headers?: Record<string, string> | undefined;
  /** ZNS only: the template and its parameters. */
  template?: { id: string; data: Record<string, string> } | undefined;
}

export interface SendReceipt {
  /** The provider's id of the message (eSMS SMSID, ZNS msg_id, SMTP message id). */
  providerRef?: string | undefined;
}

/**
 * Why a send failed. `refused` with `permanent` (a number the provider will never reach, a
 * template it does not know) is not retried; everything else waits and tries again.
 */
export type ChannelFailure = 'down' | 'timeout' | 'malformed' | 'auth' | 'refused';

export class ChannelError extends Error {
  constructor(
    readonly channel: ChannelKind,
    readonly failure: ChannelFailure,
    detail: string,
    readonly permanent = false,
  ) {
    super(`${channel} ${failure}: ${detail}`);
    this.name = 'ChannelError';
  }
}

/** One channel: its kind, how it runs, and sending one message (throws {@link ChannelError}). */
export interface MessageChannel {
  kind: ChannelKind;
  state: ChannelState;
  send(message: OutgoingMessage): Promise<SendReceipt>;
  /** Ends what the channel keeps open between sends (e-mail's pooled SMTP connections). */
  close?(): void;
}

/** How long a provider may take to answer before the attempt counts as failed and is retried. */
export const CHANNEL_TIMEOUT_MS = 10_000;

/**
 * One JSON call of an adapter. No answer in time is `timeout`, a network failure or a 5xx `down`,
 * 401/403 `auth`, a body that is not JSON `malformed`; otherwise the parsed body.
 */
export async function postJson(
  channel: ChannelKind,
  fetchImpl: FetchLike,
  url: string,
  init: { headers?: Record<string, string>; body: string; timeoutMs?: number },
): Promise<unknown> {
  const signal = AbortSignal.timeout(init.timeoutMs ?? CHANNEL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', headers: init.headers, body: init.body, signal });
  } catch (error) {
    if (signal.aborted) throw new ChannelError(channel, 'timeout', 'no answer in time');
    throw new ChannelError(channel, 'down', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  if (signal.aborted) throw new ChannelError(channel, 'timeout', 'no answer in time');
  if (response.status >= 500) throw new ChannelError(channel, 'down', `HTTP ${response.status}`);
  if (response.status === 401 || response.status === 403)
    throw new ChannelError(channel, 'auth', `HTTP ${response.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ChannelError(channel, 'malformed', `HTTP ${response.status}: not JSON`);
  }
}

/** A Vietnamese mobile number as the outbox keeps it (0xxxxxxxxx), in the international form 84xxxxxxxxx. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `84${digits.slice(1)}` : digits;
}

import type { FetchLike } from '../../commerce/carriers/carrier.js';
import { isRecord } from '../../commerce/carriers/carrier.js';
import { ChannelError, type MessageChannel, type ChannelState, postJson } from './channel.js';

/** eSMS's documented host (developers.esms.vn, "Send OTP/Customer care message"). */
export const ESMS_PRODUCTION_URL = 'https://rest.esms.vn/MainService.svc/json';
export const ESMS_SEND_PATH = '/SendMultipleMessage_V4_post_json/';

export interface EsmsConfig {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** The registered brandname shown as the sender. */
  brandname: string;
  /** eSMS's SmsType: 2 is a customer-care (brandname) message. */
  smsType: string;
  /** eSMS's Sandbox flag: checked and answered, neither delivered nor charged. */
  sandbox: boolean;
  fetch: FetchLike;
  state: ChannelState;
}

/**
 * eSMS's CodeResult values read as a refusal that no retry can change (decision 060, from its
 * "Table of error codes"): 99 the number is blocked, 108 the number is not a phone number.
 */
const PERMANENT_CODES = new Set(['99', '108']);
/** 124: the RequestId (the outbox row id) was already taken within 24 hours: the message went. */
const DUPLICATE_REQUEST = '124';

/**
 * The SMS channel over eSMS's "Send OTP/Customer care message" call (decision 060): a JSON POST of
 * ApiKey, SecretKey, Phone, Content, Brandname, SmsType, IsUnicode and RequestId; CodeResult 100
 * is accepted (SMSID kept), anything else a refusal with eSMS's ErrorMessage. The row id as
 * RequestId makes a resend after a lost answer a duplicate eSMS drops, not a second SMS.
 */
export function esmsChannel(config: EsmsConfig): MessageChannel {
  return {
    kind: 'sms',
    state: config.state,
    async send(message) {
      const body = await postJson('sms', config.fetch, `${config.baseUrl}${ESMS_SEND_PATH}`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ApiKey: config.apiKey,
          SecretKey: config.secretKey,
          Phone: message.to,
          Content: message.text,
          Brandname: config.brandname,
          SmsType: config.smsType,
          IsUnicode: '1',
          Sandbox: config.sandbox ? '1' : '0',
          RequestId: message.id,
        }),
      });
      if (!isRecord(body) || body.CodeResult === undefined)
        throw new ChannelError('sms', 'malformed', 'no CodeResult in the reply');
      const code = String(body.CodeResult);
      if (code === '100' || code === DUPLICATE_REQUEST)
        return { providerRef: typeof body.SMSID === 'string' ? body.SMSID : undefined };
      const detail = `CodeResult ${code}${typeof body.ErrorMessage === 'string' && body.ErrorMessage ? ` ${body.ErrorMessage}` : ''}`;
      if (code === '101') throw new ChannelError('sms', 'auth', detail);
      throw new ChannelError('sms', 'refused', detail, PERMANENT_CODES.has(code));
    },
  };
}

import type { UserInfo } from '@shop/domain/accounts';
import type {
  AccountExport,
  ConsentChange,
  ConsentsReply,
  GuestDataRequestBody,
  GuestDataRequestCodeBody,
  GuestDataRequestDone,
  GuestDataRequestReply,
} from '@shop/domain/privacy';
import { ApiError } from './errors.js';
import type { Transport } from './client.js';

export type { UserInfo } from '@shop/domain/accounts';

export interface LoginReply extends UserInfo {
  token: string;
  message: string;
}

/** The 403 body of a login to an unverified account: a code went to `account`; verify with `_id`. */
export interface RequireVerifyReply {
  error: 'REQUIRE_VERIFY';
  require_verify: true;
  _id: string;
  account: string;
  message: string;
}

/** A code was sent: `_id` is the code record to verify. */
export interface CodeRecord {
  _id: string;
  account: string;
  message: string;
}

export interface SignupInput {
  email?: string;
  phone?: string;
  name: string;
  password: string;
  repeat_password: string;
  referral_code?: string;
  accept_terms: boolean;
  /** Marketing mails (newsletter, reminders): its own box, never ticked for the shopper. */
  accept_marketing?: boolean;
}

export interface ProfileInput {
  name: string;
  ngay_sinh?: string;
  gioi_tinh?: 'male' | 'female' | '';
  picture?: string;
}

export interface ChangePasswordInput {
  password: string;
  repeat_password?: string;
  /** Required for a change while logged in; leave out for a reset with a token from verifyOtp. */
  old_password?: string;
}

/** Where the logged-in user's token is kept. The default keeps it in memory. */
export interface TokenStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

export function createTokenStore(initial?: string): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** True for the login failure that asks for code verification (SPEC §4 "Login"). */
export function isRequireVerify(error: unknown): error is ApiError & { data: RequireVerifyReply } {
  return (
    error instanceof ApiError &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as Record<string, unknown>).require_verify === true
  );
}

export interface AuthApiOptions {
  /** Holds the token: set by login and verifyOtp, replaced by changePassword, cleared by logout. */
  store?: TokenStore;
  groupId?: string;
  /** The bot-check token (reCAPTCHA) for signup and sending codes, when the shop has a site key. */
  getBotToken?: () => string | undefined | Promise<string | undefined>;
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The account calls of SPEC §7 "Auth and account". Calls made before a login carry only the trust
 * key (a stale token would be refused); the others carry the store's token.
 */
export function createAuthApi(transport: Transport, options: AuthApiOptions = {}) {
  const store = options.store ?? createTokenStore();
  const { http } = transport;
  const { idApp, trustKey } = transport.options;
  const app = { id_app: idApp, ...(options.groupId ? { group_id: options.groupId } : {}) };
  const anonymous = () => ({ trust_key: trustKey });
  /** The store's token (else the client's) as the transport sends it: query or header. */
  const asUser = () => transport.credentials(store.get() ?? transport.token());
  const botField = async (): Promise<Record<string, string>> => {
    const token = await options.getBotToken?.();
    return token ? { 'g-recaptcha-response': token } : {};
  };
  const keep = <T extends { token?: string }>(reply: T): T => {
    if (reply.token) store.set(reply.token);
    return reply;
  };

  return {
    store,
    /** The logged-in user's token, if any. */
    token: () => store.get(),
    /** GET /auth/local with Basic credentials; `once` ends the user's other sessions. Throws isRequireVerify errors. */
    login: async (username: string, password: string, login: { once?: boolean } = {}) =>
      keep(
        await http
          .get('auth/local', {
            searchParams: { ...anonymous(), ...app, ...(login.once ? { once: '1' } : {}) },
            headers: { authorization: `Basic ${toBase64(`${username}:${password}`)}` },
            retry: 0,
          })
          .json<LoginReply>(),
      ),
    /** POST /auth/sign: the same login with a JSON body. */
    sign: async (username: string, password: string) =>
      keep(
        await http
          .post('auth/sign', { searchParams: { ...anonymous(), ...app }, json: { username, password } })
          .json<LoginReply>(),
      ),
    signup: async (form: SignupInput) =>
      http
        .post('signup', { searchParams: anonymous(), json: { ...form, ...app, ...(await botField()) } })
        .json<CodeRecord>(),
    sendOtp: async (account: string) =>
      http
        .get(`send-otp/${encodeURIComponent(account)}`, {
          searchParams: { ...anonymous(), ...(await botField()) },
          retry: 0,
        })
        .json<CodeRecord>(),
    /** GET /verify-otp/{id}/{code}: verifies the account and logs in (the token may reset the password). */
    verifyOtp: async (codeId: string, code: string) =>
      keep(
        await http
          .get(`verify-otp/${encodeURIComponent(codeId)}/${encodeURIComponent(code.trim())}`, {
            searchParams: { ...anonymous(), ...app },
            retry: 0,
          })
          .json<LoginReply>(),
      ),
    /** GET /resetpassword?email: sends a code to the account (e-mail or phone). */
    resetPassword: async (account: string) =>
      http
        .get('resetpassword', {
          searchParams: { ...anonymous(), email: account, ...(await botField()) },
          retry: 0,
        })
        .json<CodeRecord>(),
    changePassword: async (input: ChangePasswordInput) =>
      keep(
        await http
          .post('api/changepassword', { ...asUser(), json: input })
          .json<{ message: string; token: string }>(),
      ),
    changePasswordByAdmin: (account: string, password: string) =>
      http
        .post('api/changepasswordByAdmin', { ...asUser(), json: { email: account, password } })
        .json<{ message: string }>(),
    getUser: () => http.get('api/user', asUser()).json<UserInfo & { token: string }>(),
    getProfile: (email?: string) =>
      http
        .get('api/profile', {
          ...asUser(),
          searchParams: { ...asUser().searchParams, ...(email ? { email } : {}) },
        })
        .json<UserInfo & { token?: string }>(),
    updateProfile: (input: ProfileInput) =>
      http
        .post('api/updateprofile', {
          ...asUser(),
          json: {
            name: input.name,
            local: { exfields: { ngay_sinh: input.ngay_sinh ?? '', gioi_tinh: input.gioi_tinh ?? '' } },
            ...(input.picture !== undefined ? { picture: input.picture } : {}),
          },
        })
        .json<UserInfo & { message: string; token: string }>(),
    /** GET /api/privacy/consents: each purpose's state (terms, marketing, cookies), decision 063. */
    getConsents: () => http.get('api/privacy/consents', asUser()).json<ConsentsReply>(),
    /** POST /api/privacy/consents: gives or withdraws marketing mails or non-essential cookies. */
    setConsent: (change: ConsentChange) =>
      http.post('api/privacy/consents', { ...asUser(), json: change }).json<ConsentsReply>(),
    /** POST /api/privacy/zalo-messages: receive or stop the shop's Zalo messages (decision 061 addendum). */
    setZaloMessages: (on: boolean) =>
      http.post('api/privacy/zalo-messages', { ...asUser(), json: { on } }).json<ConsentsReply>(),
    /** GET /api/account/export: everything the shop holds about the logged-in shopper, as JSON (decision 063). */
    exportAccountData: () => http.get('api/account/export', asUser()).json<AccountExport>(),
    /** GET /api/account/export?format=html: the same as one readable HTML file (its text). */
    exportAccountHtml: () =>
      http
        .get('api/account/export', {
          ...asUser(),
          searchParams: { ...asUser().searchParams, format: 'html' },
        })
        .text(),
    /**
     * POST /api/account/delete: deletes the logged-in account after its password (decision 063);
     * its sessions end, so the token is forgotten here. ApiError DELETE_PASSWORD_WRONG for a wrong one.
     */
    deleteAccount: async (password: string) => {
      const reply = await http
        .post('api/account/delete', { ...asUser(), json: { password }, retry: 0 })
        .json<{ message: string }>();
      store.set(undefined);
      return reply;
    },
    /**
     * POST /api/unsubscribe?t: the unsubscribe link of a marketing mail (decision 063); no login, the
     * signed token names the address. Throws ApiError UNSUBSCRIBE_LINK_INVALID for a bad token.
     */
    unsubscribe: (token: string) =>
      http
        .post('api/unsubscribe', { searchParams: { ...anonymous(), t: token }, retry: 0 })
        .json<{ email: string; subscribed: false; message: string }>(),
    /**
     * POST /api/privacy/guest-request: a guest asks for their data or its deletion (decision 063); a
     * code is mailed to the address, the same answer whether or not it has orders; with the bot
     * check's token, as the other public forms send it.
     */
    askGuestDataRequest: async (body: GuestDataRequestBody) =>
      http
        .post('api/privacy/guest-request', {
          searchParams: anonymous(),
          json: { ...body, ...(await botField()) },
          retry: 0,
        })
        .json<GuestDataRequestReply>(),
    /** POST /api/privacy/guest-request/confirm: the mailed code carries the request out. */
    confirmGuestDataRequest: (body: GuestDataRequestCodeBody) =>
      http
        .post('api/privacy/guest-request/confirm', { searchParams: anonymous(), json: body, retry: 0 })
        .json<GuestDataRequestDone>(),
    /** GET /api/user/logout: the token dies on the server; it is forgotten here even if that call fails. */
    logout: async () => {
      try {
        await http.get('api/user/logout', { ...asUser(), retry: 0 }).json<{ ok: boolean }>();
      } finally {
        store.set(undefined);
      }
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

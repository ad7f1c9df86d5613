import { t } from '@lingui/core/macro';
import { ApiError } from '@shop/api-client';

/** The part of Google's reCAPTCHA v3 API the shop uses. */
export type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

/** Where the script goes and where it leaves `grecaptcha`: the page, or a fake in tests. */
export type BotCheckEnv = {
  document: { createElement: (tag: 'script') => HTMLScriptElement; head: Pick<HTMLElement, 'appendChild'> };
  window: { grecaptcha?: Grecaptcha | undefined };
};

/** A token for `action`, or undefined when the shop has no site key (no check asked for). */
export type BotCheck = (action: string) => Promise<string | undefined>;

/** SPEC §8 "Bot-check load failure": the message, code 400, shown by the form as its error. */
export function botCheckLoadError(): ApiError {
  const message = t`Lỗi khi tải google recaptcha`;
  return new ApiError(message, 400, 'BOT_CHECK_LOAD_FAILED', { message, code: 400 });
}

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

/**
 * reCAPTCHA v3 for `siteKey` (SPEC §7). The script is injected on the first token asked for, not at
 * start-up, so pages stay fast and visitors who never send a form never talk to Google; later calls
 * reuse it. A failed load is forgotten, so the next submit tries again.
 */
export function createBotCheck(siteKey: string | null | undefined, env?: BotCheckEnv): BotCheck {
  if (!siteKey) return async () => undefined;
  let loading: Promise<Grecaptcha> | undefined;

  const load = (): Promise<Grecaptcha> => {
    const { document, window } = env ?? (globalThis as unknown as BotCheckEnv);
    const ready = (api: Grecaptcha) => new Promise<Grecaptcha>((resolve) => api.ready(() => resolve(api)));
    if (window.grecaptcha) return ready(window.grecaptcha);
    return new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = recaptchaScriptUrl(siteKey);
      script.async = true;
      script.addEventListener('load', () => {
        if (window.grecaptcha) resolve(ready(window.grecaptcha));
        else reject(botCheckLoadError());
      });
      script.addEventListener('error', () => {
        script.remove();
        reject(botCheckLoadError());
      });
      document.head.appendChild(script);
    });
  };

  return async (action) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const api = await loading;
    try {
      return await api.execute(siteKey, { action });
    } catch (error) {
      console.warn('reCAPTCHA execute failed', error);
      throw botCheckLoadError();
    }
  };
}

const checks = new Map<string, BotCheck>();

/** The page's bot check for `siteKey`, one per key so the script is loaded once. */
export function botCheckFor(siteKey: string | null | undefined): BotCheck {
  if (!siteKey) return createBotCheck(undefined);
  let check = checks.get(siteKey);
  if (!check) {
    check = createBotCheck(siteKey);
    checks.set(siteKey, check);
  }
  return check;
}

/** The form field the server reads the token from (body or query). */
export function botField(token: string | undefined): { 'g-recaptcha-response'?: string } {
  return token ? { 'g-recaptcha-response': token } : {};
}

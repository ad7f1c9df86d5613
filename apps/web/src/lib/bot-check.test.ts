import { ApiError } from '@shop/api-client';
import { describe, expect, it, vi } from 'vitest';
import { initLanguage } from '@/stores/language-store';
import { type BotCheckEnv, createBotCheck, type Grecaptcha } from './bot-check';

/** A page without network: script elements that only load or fail when the test says so. */
function fakePage() {
  const scripts: HTMLScriptElement[] = [];
  const env: BotCheckEnv = {
    document: {
      createElement: () => {
        const script = new EventTarget() as unknown as HTMLScriptElement;
        script.remove = vi.fn();
        return script;
      },
      head: {
        appendChild: <T extends Node>(node: T) => {
          scripts.push(node as unknown as HTMLScriptElement);
          return node;
        },
      },
    },
    window: {},
  };
  const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
  const grecaptcha: Grecaptcha = { ready: (callback) => callback(), execute };
  const load = (index = 0) => {
    env.window.grecaptcha = grecaptcha;
    scripts[index]?.dispatchEvent(new Event('load'));
  };
  const fail = (index = 0) => scripts[index]?.dispatchEvent(new Event('error'));
  return { env, scripts, execute, load, fail };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBotCheck', () => {
  it('without a site key loads nothing and gives no token', async () => {
    const page = fakePage();
    const check = createBotCheck(null, page.env);
    await expect(check('contact')).resolves.toBeUndefined();
    await expect(createBotCheck('', page.env)('signup')).resolves.toBeUndefined();
    expect(page.scripts).toHaveLength(0);
  });

  it('injects the script on first need only, once for several calls, and returns the tokens', async () => {
    const page = fakePage();
    const check = createBotCheck('site-key', page.env);
    expect(page.scripts).toHaveLength(0);
    const first = check('contact');
    const second = check('subscribe');
    await tick();
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    page.load();
    await expect(first).resolves.toBe('token-for-contact');
    await expect(second).resolves.toBe('token-for-subscribe');
    await expect(check('account')).resolves.toBe('token-for-account');
    expect(page.scripts).toHaveLength(1);
    expect(page.execute).toHaveBeenCalledWith('site-key', { action: 'account' });
  });

  it("rejects with 'Lỗi khi tải google recaptcha' (code 400) when the script fails, then tries again", async () => {
    const page = fakePage();
    const check = createBotCheck('site-key', page.env);
    const attempt = check('contact');
    await tick();
    page.fail();
    const error = await attempt.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Lỗi khi tải google recaptcha');
    expect((error as ApiError).status).toBe(400);
    expect(page.scripts[0]?.remove).toHaveBeenCalled();

    const retry = check('contact');
    await tick();
    expect(page.scripts).toHaveLength(2);
    page.load(1);
    await expect(retry).resolves.toBe('token-for-contact');
  });

  it('gives the message in English on an English page, also when execute fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await initLanguage('en');
    const page = fakePage();
    const check = createBotCheck('site-key', page.env);
    const attempt = check('contact');
    await tick();
    page.load();
    page.execute.mockRejectedValueOnce(new Error('invalid key'));
    await expect(attempt).rejects.toThrow('Error loading Google reCAPTCHA');
  });
});

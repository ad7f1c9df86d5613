import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot-script';

// The boot script runs in the page before any of the app's modules: here it runs in happy-dom.
const ASSETS = { preloads: ['/assets/framework.js'], scripts: ['/assets/index.js'] };

function runBootScript() {
  // biome-ignore lint/security/noGlobalEval: the script is what the server puts in every page
  globalThis.eval(bootScript(ASSETS));
}

describe('the page boot script', () => {
  beforeEach(() => {
    // happy-dom loads no script files: the entry's <script> counts as loaded rather than failing.
    const settings = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM
      ?.settings;
    if (settings) settings.handleDisabledFileLoadingAsSuccess = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'Date'] });
    document.head.innerHTML = '';
    document.body.innerHTML = '<main><button type="button"><span>Thêm vào giỏ hàng</span></button></main>';
  });
  afterEach(() => vi.useRealTimers());

  it('loads the preloads and the entry after the first frame, not before', () => {
    runBootScript();
    expect(document.querySelector('script[type="module"]')).toBeNull();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/framework.js',
    );
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
  });

  it('holds a press on a button React has not taken over, and presses it again once it has', () => {
    runBootScript();
    const button = document.querySelector('button') as HTMLButtonElement;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    // Twice before hydration (an impatient shopper): one press once React answers.
    (button.firstChild as HTMLElement).click();
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(pressed).not.toHaveBeenCalled();

    Object.assign(button, { __reactProps$test: {} });
    vi.advanceTimersByTime(60);
    expect(pressed).toHaveBeenCalledTimes(1);
    // Taken over: a press goes straight through.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('gives a held press up after 10 s, and never presses a button that left the page', () => {
    runBootScript();
    const [first] = document.querySelectorAll('button');
    const pressed = vi.fn();
    first?.addEventListener('click', pressed);
    first?.click();
    vi.advanceTimersByTime(10_100);
    Object.assign(first as object, { __reactProps$test: {} });
    vi.advanceTimersByTime(100);
    expect(pressed).not.toHaveBeenCalled();

    const second = document.createElement('button');
    document.body.append(second);
    const alsoPressed = vi.fn();
    second.addEventListener('click', alsoPressed);
    second.click();
    second.remove();
    Object.assign(second, { __reactProps$test: {} });
    vi.advanceTimersByTime(100);
    expect(alsoPressed).not.toHaveBeenCalled();
  });
});

import { plainPagePolicy } from '../../plugins/security-headers.js';
import { formatPrice } from '@shop/domain/primitives';

/** The page's one stylesheet, allowed by its policy's hash ({@link sandboxPagePolicy}). */
const SANDBOX_STYLE = `body{font-family:system-ui,sans-serif;background:#f4f1ea;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:12px;max-width:360px;width:90%;box-shadow:0 2px 12px #0002}
h1{font-size:1.2rem}.amount{font-size:2rem;font-weight:700;color:#2f5d3a}button{font-size:1rem;padding:.7rem 1.2rem;border-radius:8px;border:0;margin-right:.5rem;cursor:pointer}
.pay{background:#2f5d3a;color:#fff}.cancel{background:#e5e1d8}`;

/**
 * The page's Content-Security-Policy: no script, its own stylesheet, and its form posting to the
 * gateway (its own address) and, after the gateway's redirect, to the shop's return page.
 */
export function sandboxPagePolicy(returnUrl: string | undefined): string {
  const returnOrigin = originOf(returnUrl);
  return plainPagePolicy(SANDBOX_STYLE, ["'self'", ...(returnOrigin ? [returnOrigin] : [])]);
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The local sandbox gateway's page: the amount, the order, and Pay / Cancel buttons that post the
 * signed request back. Plain HTML, no script, so it works everywhere the shop does.
 */
export function renderSandboxPage(query: Record<string, string>, locale: 'vi' | 'en'): string {
  const amount = Math.round(Number(query.vnp_Amount ?? 0) / 100);
  const hidden = Object.entries(query)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const t =
    locale === 'en'
      ? {
          title: 'Sandbox payment gateway',
          note: 'Test gateway: no money moves.',
          pay: 'Pay',
          cancel: 'Cancel',
        }
      : {
          title: 'Cổng thanh toán thử nghiệm',
          note: 'Cổng thử nghiệm: không có giao dịch thật.',
          pay: 'Thanh toán',
          cancel: 'Hủy',
        };
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>${SANDBOX_STYLE}</style></head>
<body><main><h1>${t.title}</h1><p>${escapeHtml(query.vnp_OrderInfo ?? '')}</p>
<p class="amount" data-testid="amount">${escapeHtml(formatPrice(amount, locale))}</p><p>${t.note}</p>
<form method="post">${hidden}<button class="pay" name="action" value="pay">${t.pay}</button>
<button class="cancel" name="action" value="cancel">${t.cancel}</button></form></main></body></html>`;
}

/**
 * A wallet simulator's page (MoMo, ZaloPay): the provider's name, the amount and the order, and
 * Pay / Cancel buttons that post the payment's reference back to the simulator. No script.
 */
export function renderWalletSandboxPage(page: {
  provider: string;
  amount: number;
  info: string;
  fields: Record<string, string>;
  locale: 'vi' | 'en';
}): string {
  const hidden = Object.entries(page.fields)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const t =
    page.locale === 'en'
      ? {
          title: `${page.provider} (simulator)`,
          note: 'Test gateway: no money moves.',
          pay: 'Pay',
          cancel: 'Cancel',
        }
      : {
          title: `${page.provider} (mô phỏng)`,
          note: 'Cổng thử nghiệm: không có giao dịch thật.',
          pay: 'Thanh toán',
          cancel: 'Hủy',
        };
  return `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>${SANDBOX_STYLE}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(page.info)}</p>
<p class="amount" data-testid="amount">${escapeHtml(formatPrice(page.amount, page.locale))}</p><p>${t.note}</p>
<form method="post">${hidden}<button class="pay" name="action" value="pay">${t.pay}</button>
<button class="cancel" name="action" value="cancel">${t.cancel}</button></form></main></body></html>`;
}

import type { Locale } from '@shop/domain/primitives';
import { type UnsubscribeSigner, unsubscribeLinks } from '../privacy/unsubscribe.js';
import { type Block, renderHtml, renderText } from './mail-blocks.js';
import type { ShopInfo } from './order-mail.js';

/** A row written as a marketing mail (a newsletter, a reminder): its `data` says so. */
export function isMarketingRow(data: Record<string, unknown> | null): boolean {
  return data?.marketing === true;
}

const TEXTS = {
  vi: {
    unsubscribe: 'Huỷ đăng ký nhận tin',
    footer:
      'Bạn nhận thư này vì đã đồng ý nhận tin từ cửa hàng. Huỷ đăng ký có hiệu lực ngay, không cần đăng nhập.',
  },
  en: {
    unsubscribe: 'Unsubscribe',
    footer:
      'You receive this mail because you agreed to hear from the shop. Unsubscribing works at once, without logging in.',
  },
} as const;

export interface MarketingMail {
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
}

/**
 * A marketing mail as sent (decision 063): the message, then the link that unsubscribes the
 * recipient at once (a signed token, no login), in text and HTML; and the one-click headers a mail
 * client uses to unsubscribe without opening the mail (RFC 8058).
 */
export async function renderMarketingMail(input: {
  subject: string;
  body: string;
  lang: Locale;
  recipient: string;
  shop: ShopInfo;
  origin: string;
  signer: UnsubscribeSigner;
}): Promise<MarketingMail> {
  const links = await unsubscribeLinks(input.signer, input.origin, input.recipient);
  const texts = TEXTS[input.lang];
  const blocks: Block[] = [
    ...input.body
      .split(/\n\s*\n/)
      .map((text) => text.trim())
      .filter((text) => text !== '')
      .map((text): Block => ({ kind: 'paragraph', text })),
    { kind: 'link', label: texts.unsubscribe, url: links.page },
  ];
  const frame = {
    lang: input.lang,
    title: input.subject,
    shopName: input.shop.name,
    address: input.shop.address,
    footer: texts.footer,
  };
  return {
    subject: input.subject,
    text: renderText(blocks, frame),
    html: renderHtml(blocks, frame),
    headers: links.headers,
  };
}

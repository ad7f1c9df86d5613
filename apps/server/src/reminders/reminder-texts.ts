import type { Locale } from '@shop/domain/primitives';

/** The texts of the reminders (decision 064), in the shopper's language. */
export function cartReminderText(
  lang: Locale,
  input: { names: string[]; link: string; second: boolean },
): { subject: string; message: string } {
  const list = input.names.slice(0, 5).join(', ') + (input.names.length > 5 ? ', …' : '');
  const count = input.names.length;
  if (lang === 'en')
    return {
      subject: input.second ? 'Your cart is still waiting for you' : 'You left something in your cart',
      message: `You still have ${count} ${count === 1 ? 'product' : 'products'} in your cart: ${list}.\n\nYour cart: ${input.link}`,
    };
  return {
    subject: input.second ? 'Giỏ hàng của bạn vẫn đang chờ' : 'Bạn còn sản phẩm trong giỏ hàng',
    message: `Bạn còn ${count} sản phẩm trong giỏ hàng: ${list}.\n\nXem lại giỏ hàng: ${input.link}`,
  };
}

export function stockAlertText(
  lang: Locale,
  input: { name: string; link: string },
): { subject: string; message: string } {
  if (lang === 'en')
    return {
      subject: `Back in stock: ${input.name}`,
      message: `${input.name} is back in stock. You asked us to tell you: this is our only message about it.\n\n${input.link}`,
    };
  return {
    subject: `Đã có hàng: ${input.name}`,
    message: `${input.name} đã có hàng trở lại. Bạn đã nhờ chúng tôi báo tin: đây là tin nhắn duy nhất về sản phẩm này.\n\n${input.link}`,
  };
}

/** The line an SMS reminder ends with: how to stop them (decision 063). */
export const smsOptOut = (lang: Locale, link: string) =>
  lang === 'en' ? `Stop reminders: ${link}` : `Từ chối nhận nhắc: ${link}`;

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

/** The review reminder (issue 33): the order, what it held, and where its products are reviewed. */
export function reviewReminderText(
  lang: Locale,
  input: { so: string; names: string[]; link: string; days: number },
): { subject: string; message: string } {
  const list = input.names.slice(0, 5).join(', ') + (input.names.length > 5 ? ', …' : '');
  if (lang === 'en')
    return {
      subject: `How was your order ${input.so}?`,
      message: `Your order ${input.so} arrived ${input.days} days ago: ${list}. Take a minute to review what you bought and help the next shoppers.\n\nWrite a review: ${input.link}`,
    };
  return {
    subject: `Bạn thấy đơn hàng ${input.so} thế nào?`,
    message: `Đơn hàng ${input.so} đã đến tay bạn ${input.days} ngày trước: ${list}. Hãy dành một phút đánh giá sản phẩm để giúp những người mua sau.\n\nViết đánh giá: ${input.link}`,
  };
}

/** The line an SMS reminder ends with: how to stop them (decision 063). */
export const smsOptOut = (lang: Locale, link: string) =>
  lang === 'en' ? `Stop reminders: ${link}` : `Từ chối nhận nhắc: ${link}`;

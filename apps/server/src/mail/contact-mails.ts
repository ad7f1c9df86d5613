/**
 * The texts of the contact mails (Vietnamese, like the shop's notices: the sender wrote in the
 * shop's language). The reply quotes the message it answers; the shop's notice names the sender
 * and says where to answer.
 */
export const contactReplySubject = (shopName: string) => `${shopName} trả lời tin nhắn của bạn`;

export function contactReplyText(input: {
  name: string;
  reply: string;
  asked: string;
  shopName: string;
}): string {
  const quoted = input.asked
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `Chào ${input.name || 'bạn'},\n\n${input.reply}\n\n${input.shopName}\n\n---\nTin nhắn của bạn:\n${quoted}\n`;
}

export function contactNoticeMail(
  message: { ho_ten: string; email: string; dien_thoai: string; noi_dung: string },
  shopName: string,
): { subject: string; text: string } {
  const from = [message.email, message.dien_thoai].filter(Boolean).join(', ');
  return {
    subject: `[${shopName}] Tin nhắn liên hệ mới từ ${message.ho_ten}`,
    text: `${message.ho_ten} (${from}) viết:\n\n${message.noi_dung}\n\nTrả lời trong trang quản trị, mục Tin nhắn.\n`,
  };
}

import type { SubscribeForm } from '@shop/domain/content';
import { getBotToken } from '@/lib/api';
import { botField } from '@/lib/bot-check';
import { createDocument } from '@/lib/provider';

/**
 * POST /api/{id_app}/ecomsubscribe; true when the server stored the address (its reply has an _id).
 * Only the bot check throws ('Lỗi khi tải google recaptcha'), so the form can show its message.
 */
export async function subscribeToNews(form: SubscribeForm): Promise<boolean> {
  const token = await getBotToken('subscribe');
  try {
    const reply = await createDocument<{ _id?: unknown }>('ecomsubscribe', { ...form, ...botField(token) });
    return typeof reply?._id === 'string' && reply._id !== '';
  } catch (error) {
    console.warn('subscribe failed', error);
    return false;
  }
}

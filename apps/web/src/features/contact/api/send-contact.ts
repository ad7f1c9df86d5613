import type { ContactForm } from '@shop/domain/content';
import { getBotToken } from '@/lib/api';
import { botField } from '@/lib/bot-check';
import { createDocument } from '@/lib/provider';

/**
 * POST /api/{id_app}/ecomcontactus. SPEC §8: the message counts as sent only when the reply carries
 * an `_id`; any other reply, or an error, is a failure. Only the bot check throws: its load failure
 * ('Lỗi khi tải google recaptcha') is the form's error, and the visitor keeps what they typed.
 */
export async function sendContactMessage(message: ContactForm): Promise<boolean> {
  const token = await getBotToken('contact');
  try {
    const reply = await createDocument<{ _id?: unknown }>('ecomcontactus', {
      ...message,
      ...botField(token),
    });
    return typeof reply?._id === 'string' && reply._id !== '';
  } catch (error) {
    console.warn('contact message failed', error);
    return false;
  }
}

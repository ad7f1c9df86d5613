import type { ContactForm } from '@shop/domain';
import { createDocument } from '../../../lib/provider';

/**
 * POST /api/{id_app}/ecomcontactus. SPEC §8: the message counts as sent only when the reply carries
 * an `_id`; any other reply, or an error, is a failure. Never throws.
 */
export async function sendContactMessage(message: ContactForm): Promise<boolean> {
  try {
    const reply = await createDocument<{ _id?: unknown }>('ecomcontactus', message);
    return typeof reply?._id === 'string' && reply._id !== '';
  } catch (error) {
    console.warn('contact message failed', error);
    return false;
  }
}

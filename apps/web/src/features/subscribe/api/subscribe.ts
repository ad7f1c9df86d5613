import type { SubscribeForm } from '@shop/domain';
import { createDocument } from '../../../lib/provider';

/** POST /api/{id_app}/ecomsubscribe; true when the server stored the address (its reply has an _id). */
export async function subscribeToNews(form: SubscribeForm): Promise<boolean> {
  try {
    const reply = await createDocument<{ _id?: unknown }>('ecomsubscribe', form);
    return typeof reply?._id === 'string' && reply._id !== '';
  } catch (error) {
    console.warn('subscribe failed', error);
    return false;
  }
}

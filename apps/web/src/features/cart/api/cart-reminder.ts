import { createDocument } from '@/lib/provider';

/**
 * POST /api/{id_app}/cart/reminder (decision 064): a guest's e-mail or phone for this cart's
 * reminder, with the box they ticked (`dong_y`; the server records the marketing consent of
 * decision 063 and refuses without it). The reply's message says what will happen; a refusal
 * throws the server's ApiError (CONTACT_REQUIRED, REMINDER_CONSENT_REQUIRED).
 */
export function saveCartReminder(input: { lien_he: string; dong_y: boolean }): Promise<{
  contact: string;
  message: string;
}> {
  return createDocument('cart/reminder', input);
}

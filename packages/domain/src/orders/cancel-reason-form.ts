import * as v from 'valibot';
import type { Locale } from '../primitives/locale.js';
import { validateCancelReason } from './order-status.js';
import { textOf } from '../primitives/common-schemas.js';

/** Cancelling an order (SPEC §5): a reason of more than 5 characters once trimmed; output trimmed. */
export function cancelReasonFormSchema(locale: Locale = 'vi') {
  const message = textOf(locale)('CANCEL_REASON_TOO_SHORT');
  return v.object({
    reason: v.pipe(
      v.optional(v.string(message), ''),
      v.transform((reason) => reason.normalize('NFC').trim()),
      v.check((reason) => validateCancelReason(reason).ok, message),
    ),
  });
}
export type CancelReasonForm = v.InferOutput<ReturnType<typeof cancelReasonFormSchema>>;

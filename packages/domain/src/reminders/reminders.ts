import * as v from 'valibot';
import { wholeNumberOrText } from '../primitives/common-schemas.js';

/**
 * Reminders (issue 34, decision 064): an abandoned cart's and a back-in-stock request's. The
 * shapes the shop sends and the console's message settings, read by the server and the screens.
 */

/** The first cart reminder waits this long after the cart's last change unless the settings say otherwise. */
export const DEFAULT_CART_REMINDER_HOURS = 6;
/** The second (and last) cart reminder follows the first after this long. */
export const SECOND_CART_REMINDER_HOURS = 24;
/** At most this many reminders per cart. */
export const MAX_CART_REMINDERS = 2;

const contact = v.pipe(v.string('CONTACT_REQUIRED'), v.trim(), v.maxLength(254, 'CONTACT_REQUIRED'));

/** POST /api/{idApp}/stock-alerts: tell me when this product (or its option) is back. */
export const stockAlertSchema = v.object({
  ma_vt: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)),
  /** The option's id; empty for a product without options. */
  variant: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
  /** A guest's e-mail or phone; a signed-in shopper's own when left out. */
  lien_he: v.optional(contact),
});
export type StockAlertInput = v.InferInput<typeof stockAlertSchema>;

/** POST /api/{idApp}/cart/reminder: a guest's e-mail or phone, and the consent it needs (decision 063). */
export const cartReminderSchema = v.object({
  lien_he: contact,
  /** Must be true: the box the shopper ticked (never ticked for them). */
  dong_y: v.optional(v.boolean(), false),
});
export type CartReminderInput = v.InferInput<typeof cartReminderSchema>;

/** The kinds of message a ZNS template is named for in the console (decision 061). */
export const ZNS_TEMPLATE_SETTING_KINDS = [
  'code',
  'order-placed',
  'order-confirmed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'payment-received',
] as const;
export type ZnsTemplateSettingKind = (typeof ZNS_TEMPLATE_SETTING_KINDS)[number];

/** A ZNS template id as Zalo numbers them; empty: the environment's (ZNS_TEMPLATE_*) or none. */
const templateId = v.optional(
  v.pipe(
    v.string('MESSAGE_SETTINGS_INVALID'),
    v.trim(),
    v.regex(/^[0-9]{0,20}$/, 'MESSAGE_SETTINGS_INVALID'),
  ),
  '',
);

/** The form field of a kind's template: `zns_code`, `zns_order_placed`, … */
export const znsTemplateField = (kind: ZnsTemplateSettingKind) =>
  `zns_${kind.replaceAll('-', '_')}` as Exclude<keyof MessageSettingsForm, 'cart_reminder_hours'>;

/**
 * PUT console/settings/messages: the first cart reminder's delay in hours (1–168, a number or
 * the text of one) and a ZNS template id per kind (digits, or empty for the environment's).
 */
export const messageSettingsFormSchema = v.object({
  cart_reminder_hours: wholeNumberOrText(1, 168, 'MESSAGE_SETTINGS_INVALID'),
  zns_code: templateId,
  zns_order_placed: templateId,
  zns_order_confirmed: templateId,
  zns_order_shipped: templateId,
  zns_order_delivered: templateId,
  zns_order_cancelled: templateId,
  zns_payment_received: templateId,
});
export type MessageSettingsForm = v.InferOutput<typeof messageSettingsFormSchema>;

/** The settings as stored and read: the delay and the template id of each kind ('' for none). */
export interface MessageSettings {
  cart_reminder_hours: number;
  zns_templates: Record<ZnsTemplateSettingKind, string>;
}

export function messageSettingsOf(form: MessageSettingsForm): MessageSettings {
  return {
    cart_reminder_hours: form.cart_reminder_hours,
    zns_templates: Object.fromEntries(
      ZNS_TEMPLATE_SETTING_KINDS.map((kind) => [kind, form[znsTemplateField(kind)]]),
    ) as MessageSettings['zns_templates'],
  };
}

/** What the console reads: the settings, the template each kind has from the environment, ZNS's state. */
export interface MessageSettingsReply extends MessageSettings {
  env_templates: Partial<Record<ZnsTemplateSettingKind, string>>;
  zns: 'keys' | 'simulator' | 'off';
}

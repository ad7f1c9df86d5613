import { contactFormSchema, subscribeFormSchema } from '@shop/domain/content';
import { parseForm } from '../../accounts/parse-form.js';
import { appError } from '../../errors.js';

/** The forms the public may post into create-only collections; only their fields are stored. */
const SCHEMAS = {
  ecomcontactus: contactFormSchema,
  ecomsubscribe: subscribeFormSchema,
} as const;

/**
 * Checks what a visitor posts to a create-only collection with the domain's form schema (SPEC §5
 * messages). Unknown fields are dropped, so nothing the server owns can be written this way.
 */
export function parseCreateOnly(collection: string, body: unknown): Record<string, unknown> {
  const schema = SCHEMAS[collection as keyof typeof SCHEMAS];
  if (!schema) throw appError('WRITE_FORBIDDEN');
  return parseForm(schema, body ?? {});
}

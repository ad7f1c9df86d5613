import { isMessageCode } from '@shop/domain/messages';
import * as v from 'valibot';
import { appError, formError } from '../errors.js';

/**
 * A console request read with its domain schema, or a 400 in the caller's language: the first
 * issue's coded message (a console or shop code), else `invalid` (INBOX_QUERY_INVALID by
 * default) naming the field.
 */
export function readConsoleInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  invalid: 'INBOX_QUERY_INVALID' | 'CONSOLE_QUERY_INVALID' | 'CONSOLE_INPUT_INVALID' = 'INBOX_QUERY_INVALID',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const [issue] = result.issues;
  const { message } = issue;
  if (isMessageCode(message)) throw formError(message);
  const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
  throw appError(invalid, { field: field || '?' });
}
